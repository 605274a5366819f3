/**
 * The detail id field of patent-library.md: `w_ip_patent_ID_` for the platform tenant (-1), else
 * `w_{tenant code}_ip_patent_ID_` (the Hotent data-template column of the tenant's patent table).
 */
export function patentIdField(tenantId: number, tenantCode: string): string {
  return tenantId === -1 || !tenantCode ? 'w_ip_patent_ID_' : `w_${tenantCode}_ip_patent_ID_`;
}

/** The numeric id from a raw id (`42`) or one carrying the caller's id field (`w_univ_ip_patent_ID_42`); else null. */
export function parsePatentId(raw: string, idField: string): number | null {
  const text = raw.trim();
  const digits = text.startsWith(idField) ? text.slice(idField.length) : text;
  if (!/^\d{1,9}$/.test(digits)) return null;
  const id = Number(digits);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
