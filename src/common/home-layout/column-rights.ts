/**
 * Whether a user with these role codes sees a column. displayRights lists role codes: absent, empty or `*` is
 * everyone; `!code` shuts a role out (`['!yk']`: everyone but guests). A user sees the column when they hold one of
 * the listed roles (or none are listed) and none of the shut-out ones.
 */
export function mayUseColumn(column: { displayRights?: readonly string[] }, roles: readonly string[]): boolean {
  const rights = column.displayRights ?? [];
  const denied = rights.filter((r) => r.startsWith('!')).map((r) => r.slice(1));
  const allowed = rights.filter((r) => !r.startsWith('!'));
  if (denied.some((r) => roles.includes(r))) return false;
  return allowed.length === 0 || allowed.includes('*') || allowed.some((r) => roles.includes(r));
}
