import { canWrite } from '../../../common/definitions/field-rights.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { checkedRecord } from '../../modules/forms/checked-record.ts';
import type { Run } from '../run-context.ts';
import { nodeFormRights } from './node-form-rights.ts';
import { requireReadableNewFiles } from '../../modules/files/file-access.ts';

export interface FlowDataWrite {
  /** A draft (a start draft, a task's 保存) may leave a required field empty; every other rule holds. */
  draft?: boolean;
  /** A start (and its drafts) stores every field sent, those the start node does not let the caller edit too: all are checked. */
  keepAll?: boolean;
}

/**
 * What of submitted form data the caller may write at a node: the fields they may edit there, and keys the form does
 * not know (kept as saveFormData keeps them). A field they may only read or not see keeps its stored value, whatever
 * the request says: the client draws the rights, the server enforces them.
 *
 * What they write is checked as the node's form checks it: each field the call sends against the bo's fields and
 * every rule the form declares (cross-field rules against the data as it will be stored); 400 boInvalid with the
 * form's messages otherwise. Fields the call does not send are not its to fix; keys the form does not know pass.
 */
export async function checkedFlowData(
  tx: Tx, principal: Principal, lang: Language, run: Pick<Run, 'model' | 'settings'>, nodeId: string,
  stored: Record<string, unknown>, incoming: Record<string, unknown>, write: FlowDataWrite = {},
): Promise<Record<string, unknown>> {
  const at = await nodeFormRights(tx, principal, run, nodeId);
  const writable = at && !write.keepAll
    ? Object.fromEntries(Object.entries(incoming).filter(([key]) => !(key in at.rights) || canWrite(at.rights[key]!))) : incoming;
  // Attachments it adds must be files the caller may read: naming an id does not open someone else's file.
  await requireReadableNewFiles(tx, principal, stored, writable);
  if (!at) return incoming;
  const known = new Set([...at.bo.fields.map((f) => f.name), ...(at.bo.children ?? []).map((c) => c.alias)]);
  const sent = new Set(Object.keys(writable).filter((key) => known.has(key)));
  if (sent.size === 0) return writable;
  const record = Object.fromEntries(Object.entries({ ...stored, ...writable }).filter(([key]) => known.has(key)));
  await checkedRecord(tx, principal.tenantId, lang, at.bo, at.form, at.rights, record,
    (p) => sent.has(p.pointer.split('/')[1] ?? '') && !(write.draft && p.rule?.key === 'required'), stored);
  return writable;
}
