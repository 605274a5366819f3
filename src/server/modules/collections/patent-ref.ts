import { parseApplicationNo } from '../../../common/patents/application-number.ts';
import { parsePublicationNo } from '../../../common/patents/publication-number.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { parsePatentId, patentIdField } from '../../../common/patents/patent-id.ts';
import { idsOf } from './actor.ts';

export interface PatentRefInput {
  refId?: unknown;
  refIds?: unknown;
  /** Application number: checked (format, type digit, check digit) and, with refId, matched to the patent. */
  fSqh?: string | null;
  /** Publication number: checked the same way. */
  fGkh?: string | null;
}

/**
 * The tenant's patents a favourite / index / share payload names. Numbers are validated on every input that takes
 * one; an id of another tenant reads as not found.
 */
export async function resolvePatents(tx: Tx, principal: Principal, input: PatentRefInput): Promise<number[]> {
  const application = input.fSqh?.trim() ? parseApplicationNo(input.fSqh) : null;
  if (application && !application.ok) throw badRequest(application.error);
  const publication = input.fGkh?.trim() ? parsePublicationNo(input.fGkh) : null;
  if (publication && !publication.ok) throw badRequest(publication.error);

  const field = patentIdField(principal.tenantId, principal.tenantCode);
  const raw = [input.refId, ...(Array.isArray(input.refIds) ? input.refIds : typeof input.refIds === 'string' ? input.refIds.split(',') : input.refIds ? [input.refIds] : [])]
    .filter((v) => v !== undefined && v !== null && v !== '');
  const ids = idsOf(raw.map((v) => parsePatentId(String(v), field) ?? -1).filter((n) => n > 0));
  if (raw.length && ids.length !== raw.length) throw notFound('patentNotFound');

  let query = tx.selectFrom('patent').select('id');
  if (ids.length) query = query.where('id', 'in', ids);
  else if (application?.ok) query = query.where('application_no_norm', '=', application.value.normalized);
  else if (publication?.ok) query = query.where('publication_no_norm', '=', publication.value.normalized);
  else throw badRequest('patentsRequired');
  if (ids.length && application?.ok) query = query.where('application_no_norm', '=', application.value.normalized);
  if (ids.length && publication?.ok) query = query.where('publication_no_norm', '=', publication.value.normalized);
  const found = (await query.execute()).map((r) => r.id);
  if (!found.length || (ids.length && found.length !== ids.length)) throw notFound('patentNotFound');
  return found;
}
