import { randomUUID } from 'node:crypto';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';
import { loadBo, loadForm } from './load-definitions.ts';

export interface DraftInput {
  boAlias: string;
  boData: Record<string, unknown>;
  /** The draft to overwrite; absent: a new draft. */
  id?: string;
  formKey?: string;
  templateAlias?: string;
  /** The record the draft edits (absent for a new record). */
  recordId?: string;
  title?: string;
}

export interface DraftSummary {
  id: string; boAlias: string; formKey: string | null; templateAlias: string | null; recordId: string | null; title: string | null; createdAt: string; updatedAt: string;
}

/** boSaveDraft: keeps unvalidated form data for its author only; returns the draft id. */
export async function saveDraft(db: Db, principal: Principal, input: DraftInput): Promise<{ id: string }> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  return withTenant(db, principal.tenantId, async (tx) => {
    await loadBo(tx, principal.tenantId, input.boAlias);
    // A form that keeps no drafts (its definition's drafts: false) shows no 保存草稿, and none is kept for it here either.
    if (input.formKey && (await loadForm(tx, principal.tenantId, input.formKey)).drafts === false) throw badRequest('formDraftsOff');
    const values = {
      bo_alias: input.boAlias, form_key: input.formKey ?? null, template_alias: input.templateAlias ?? null, record_id: input.recordId ?? null,
      title: input.title ?? null, data: JSON.stringify(input.boData), updated_at: new Date(),
    };
    if (input.id) {
      const updated = await tx.updateTable('bo_draft').set(values)
        .where('tenant_id', '=', principal.tenantId).where('created_by', '=', principal.userId).where('id', '=', input.id)
        .returning('id').executeTakeFirst();
      if (!updated) throw notFound('draftNotFound');
      return updated;
    }
    return tx.insertInto('bo_draft').values({ ...values, id: randomUUID(), tenant_id: principal.tenantId, created_by: principal.userId })
      .returning('id').executeTakeFirstOrThrow();
  });
}

/** getTempDraftData: one of the caller's drafts (another user's draft is a 404). */
export async function getDraft(db: Db, principal: Principal, id: string) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const row = await tx.selectFrom('bo_draft').selectAll()
      .where('tenant_id', '=', principal.tenantId).where('created_by', '=', principal.userId).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('draftNotFound');
    return { ...summary(row), data: row.data };
  });
}

const DRAFT_FIELDS: QueryFields = [
  { name: 'boAlias', column: 'bo_draft.bo_alias', type: 'string' },
  { name: 'formKey', column: 'bo_draft.form_key', type: 'string' },
  { name: 'templateAlias', column: 'bo_draft.template_alias', type: 'string' },
  { name: 'title', column: 'bo_draft.title', type: 'string' },
  { name: 'createdAt', column: 'bo_draft.created_at', type: 'date' },
  { name: 'updatedAt', column: 'bo_draft.updated_at', type: 'date' },
];

/** getMyDraftList: the caller's drafts, newest first, filtered over boAlias, formKey, templateAlias, title, createdAt, updatedAt. */
export async function listMyDrafts(db: Db, principal: Principal, filter: QueryFilter | null): Promise<Paged<DraftSummary>> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const base = tx.selectFrom('bo_draft').select(['id', 'bo_alias', 'form_key', 'template_alias', 'record_id', 'title', 'created_at', 'updated_at'])
      .where('tenant_id', '=', principal.tenantId).where('created_by', '=', principal.userId);
    const page = await pagedQuery(base, filter, DRAFT_FIELDS, { order: [['bo_draft.updated_at', 'desc'], ['bo_draft.id', 'desc']] });
    return { ...page, rows: page.rows.map(summary) };
  });
}

/** removeTempDraft: deletes those of the ids that are the caller's drafts. */
export async function removeDrafts(db: Db, principal: Principal, ids: string[]): Promise<number> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const result = await tx.deleteFrom('bo_draft').where('tenant_id', '=', principal.tenantId).where('created_by', '=', principal.userId)
      .where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

function summary(row: { id: string; bo_alias: string; form_key: string | null; template_alias: string | null; record_id: string | null; title: string | null; created_at: Date; updated_at: Date }): DraftSummary {
  return {
    id: row.id, boAlias: row.bo_alias, formKey: row.form_key, templateAlias: row.template_alias, recordId: row.record_id, title: row.title,
    createdAt: new Date(row.created_at).toISOString(), updatedAt: new Date(row.updated_at).toISOString(),
  };
}
