import { useCallback } from 'react';
import { useServices } from '../../../app/shell/services.tsx';
import { searchUsers } from '../../../app/api/patents.ts';
import type { QueryCondition } from '../../../common/query/query-filter.ts';
import type { PersonRow, SearchQuery } from '../../../../widgets/form/form-services.ts';

/**
 * The person picker's search over the tenant's users (name or account), leaving the caller out: sharing with
 * oneself is pointless and an owner is already in their own group (the server drops the caller too).
 */
export function useUserSearch() {
  const { api } = useServices();
  return useCallback(async ({ keyword, page, pageSize }: SearchQuery) => {
    const querys: QueryCondition[] = keyword
      ? [
          { property: 'fullname', value: keyword, operation: 'LIKE', group: 'keyword' },
          { property: 'account', value: keyword, operation: 'LIKE', group: 'keyword', relation: 'OR' },
        ]
      : [];
    const reply = await searchUsers(api, {
      pageBean: { page, pageSize, showTotal: true }, querys, sorter: [{ property: 'fullname', direction: 'ASC' }], params: { excludeSelf: true },
    });
    const rows: PersonRow[] = reply.rows.map((user) => ({ id: user.id, name: user.fullname, account: user.account, orgName: user.orgName ?? undefined }));
    return { rows, total: reply.total ?? rows.length };
  }, [api]);
}
