import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';
import { loadDicts } from './dict-keys.ts';
import type { Lookups, ReverseLookups } from './excel-values.ts';

/** Dictionary labels and the names of the users and organisations a sheet will show. */
export async function loadLookups(tx: Tx, tenantId: number, lang: Language, dictKeys: string[], userIds: number[], orgIds: number[]): Promise<Lookups> {
  const dicts = await loadDicts(tx, tenantId, dictKeys, lang);
  const users = userIds.length ? await tx.selectFrom('app_user').select(['id', 'fullname']).where('tenant_id', '=', tenantId).where('id', 'in', userIds).execute() : [];
  const orgs = orgIds.length ? await tx.selectFrom('org').select(['id', 'name', 'name_en']).where('tenant_id', '=', tenantId).where('id', 'in', orgIds).execute() : [];
  return {
    lang, dicts,
    users: new Map(users.map((u) => [u.id, u.fullname])),
    orgs: new Map(orgs.map((o) => [o.id, lang === 'en-US' && o.name_en ? o.name_en : o.name])),
  };
}

/** Reading a sheet back: a dictionary label (either language) or key; a user's id, account or unique name; an org's id, code or unique name. */
export async function loadReverseLookups(tx: Tx, tenantId: number, dictKeys: string[]): Promise<ReverseLookups> {
  const zh = await loadDicts(tx, tenantId, dictKeys, 'zh-CN');
  const en = await loadDicts(tx, tenantId, dictKeys, 'en-US');
  const users = await tx.selectFrom('app_user').select(['id', 'account', 'fullname']).where('tenant_id', '=', tenantId).execute();
  const orgs = await tx.selectFrom('org').select(['id', 'code', 'name', 'name_en']).where('tenant_id', '=', tenantId).execute();
  const unique = <T>(rows: T[], pick: (r: T) => string[]) => {
    const map = new Map<string, T | null>();
    for (const r of rows) for (const k of pick(r).filter(Boolean)) map.set(k, map.has(k) && map.get(k) !== r ? null : r);
    return map;
  };
  const userBy = unique(users, (u) => [String(u.id), u.account, u.fullname]);
  const orgBy = unique(orgs, (o) => [String(o.id), o.code, o.name, o.name_en]);
  return {
    dictKey: (dictKey, text) => [...(zh[dictKey] ?? []), ...(en[dictKey] ?? [])].find((d) => d.key === text || d.name === text)?.key,
    userId: (text) => userBy.get(text)?.id,
    orgId: (text) => orgBy.get(text)?.id,
  };
}
