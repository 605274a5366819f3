import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useServices } from '../../../app/shell/services.tsx';
import { directoryCalls } from '../../../common/api/directory-calls.ts';

/** A choice of an assignee rule: an account or a role / post code, shown by name. */
export interface CodeOption { value: string; label: string }

/** A tenant has tens of roles and posts: all of them on one page. */
const ALL = 500;
const SWR_OPTIONS = { revalidateOnFocus: false, revalidateOnReconnect: false };

/** The directory choices of the flow settings editor: roles and posts by code, users by account (searched). */
export function useDirectoryOptions() {
  const { api } = useServices();
  const dir = useMemo(() => directoryCalls(api), [api]);
  const roles = useSWR(['admin-settings-roles'], () => dir.roles(dir.keywordFilter(undefined, [], 1, ALL)), SWR_OPTIONS);
  const posts = useSWR(['admin-settings-posts'], () => dir.posts(dir.keywordFilter(undefined, [], 1, ALL)), SWR_OPTIONS);
  const users = useCallback(async (query: { keyword?: string; accounts?: string[] }): Promise<CodeOption[]> => {
    const filter = query.accounts ? dir.inFilter('account', query.accounts) : dir.keywordFilter(query.keyword, ['fullname', 'account'], 1, 20);
    const reply = await dir.users(filter);
    return reply.rows.map((u) => ({ value: u.account, label: `${u.fullname} (${u.account})` }));
  }, [dir]);
  return {
    roles: useMemo(() => (roles.data?.rows ?? []).map((r) => ({ value: r.code, label: `${r.name} (${r.code})` })), [roles.data]),
    posts: useMemo(() => (posts.data?.rows ?? []).map((p) => ({ value: p.code, label: `${p.name} · ${p.orgName}` })), [posts.data]),
    users,
  };
}

export type DirectoryOptions = ReturnType<typeof useDirectoryOptions>;
