/** Route groups every deployment has; menu aliases add more at run time. */
export const FIXED_GROUPS = ['statement', 'workbench'] as const;

/** The first path segment when the path is a template route (`/{group}/template/...`), else `statement`. */
export function groupOf(pathname: string): string {
  const [first, second] = pathname.split('/').filter(Boolean);
  return first && (second === 'template' || second === 'href' || second === 'querySql' || second === 'draftList') ? first : 'statement';
}

/** The form route of a template: `/{group}/template/form/{alias}/{add|edit|get}?id=`. */
export function formPath(group: string, alias: string, action: 'add' | 'edit' | 'get', id?: string): string {
  const base = `/${encodeURIComponent(group)}/template/form/${encodeURIComponent(alias)}/${action}`;
  return id === undefined ? base : `${base}?id=${encodeURIComponent(id)}`;
}

/** A url button's target with `${field}` placeholders (`${id}`) filled from the row. */
export function fillRowUrl(url: string, row: Record<string, unknown> | undefined): string {
  return url.replace(/\$\{(\w+)\}/g, (_, field: string) => encodeURIComponent(String(row?.[field] ?? '')));
}
