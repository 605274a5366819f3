import type { ApiClient } from './client.ts';
import type { TenantInfo } from './types.ts';

export function getTenantByCode(api: ApiClient, code: string) {
  return api.request<TenantInfo>('uc', '/uc/tenantManage/v1/getTenantByCode', {
    auth: 'none',
    silent: true,
    tenantCode: code,
    query: { code },
  });
}

/** The tenant's display name in the UI language. */
export function tenantName(tenant: TenantInfo | undefined, language: string): string {
  if (!tenant) return '';
  if (language.startsWith('en') && tenant.nameEn) return tenant.nameEn;
  return tenant.nameFront || tenant.name;
}
