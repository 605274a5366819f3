/**
 * Spec: a path containing the word `undefined` is redirected by replacing it with `statement`
 * (menus built from a missing alias produce such links). Null when the path is fine.
 */
export function rewriteUndefinedPath(pathname: string): string | null {
  if (!pathname.includes('undefined')) return null;
  return pathname.replaceAll('undefined', 'statement');
}

/** A redirect target is only followed when it stays on this site. */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
