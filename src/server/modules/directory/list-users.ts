import { sql, type SqlBool } from 'kysely';
import { UserRow } from '../../../common/api/directory.ts';
export { UserRow };
import type { Language } from '../../../common/i18n/languages.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { localizedName } from '../../query/localized-name.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';


/** Filter properties of the user picker; orgId, postId and roleCode match any of the user's memberships. */
export const USER_FIELDS: QueryFields = [
  { name: 'id', column: 'app_user.id', type: 'number' },
  { name: 'account', column: 'app_user.account', type: 'string' },
  { name: 'fullname', column: 'app_user.fullname', type: 'string' },
  { name: 'email', column: 'app_user.email', type: 'string' },
  { name: 'mobile', column: 'app_user.mobile', type: 'string' },
  { name: 'sex', column: 'app_user.sex', type: 'string' },
  { name: 'status', column: 'app_user.status', type: 'number' },
  { name: 'createdAt', column: 'app_user.created_at', type: 'date' },
  {
    name: 'orgId', column: 'user_org.org_id', type: 'number',
    within: (c) => sql<SqlBool>`exists (select 1 from user_org where user_org.user_id = app_user.id and ${c})`,
  },
  {
    name: 'postId', column: 'user_post.post_id', type: 'number',
    within: (c) => sql<SqlBool>`exists (select 1 from user_post where user_post.user_id = app_user.id and ${c})`,
  },
  {
    name: 'roleCode', column: 'role.code', type: 'string',
    within: (c) => sql<SqlBool>`exists (select 1 from user_role join role on role.id = user_role.role_id where user_role.user_id = app_user.id and ${c})`,
  },
];

/** Users of the caller's tenant in the picker's row shape (the visitor account is never listed). */
export function selectUsers(tx: Tx, tenantId: number, lang: Language) {
  return tx.selectFrom('app_user')
    .where('app_user.tenant_id', '=', tenantId)
    .where('app_user.is_visitor', '=', false)
    .select(['app_user.id', 'app_user.account', 'app_user.fullname', 'app_user.email', 'app_user.mobile', 'app_user.status'])
    .select((eb) => eb.selectFrom('user_org')
      .innerJoin('org', 'org.id', 'user_org.org_id')
      .whereRef('user_org.user_id', '=', 'app_user.id')
      .where('user_org.is_master', '=', true)
      .select(localizedName('org', lang).as('name'))
      .limit(1)
      .as('orgName'));
}

/**
 * POST /api/user/v1/users/queryByType. `params.excludeSelf: true` leaves the caller out (the share picker: sharing
 * with oneself is dropped by sharePatent anyway, so offering it only confuses).
 */
export async function listUsers(db: Db, principal: Principal, lang: Language, filter: QueryFilter | undefined): Promise<Paged<UserRow>> {
  return withTenant(db, principal.tenantId, (tx) => {
    let users = selectUsers(tx, principal.tenantId, lang);
    if (filter?.params?.excludeSelf === true) users = users.where('app_user.id', '!=', principal.userId);
    return pagedQuery(users, filter, USER_FIELDS, { order: [['app_user.id', 'asc']] });
  });
}
