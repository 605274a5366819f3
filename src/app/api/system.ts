import type { ApiClient } from './client.ts';
import type { MenuItem, MethodAuth, SysSetting } from './types.ts';

export function getCurrentUserMenu(api: ApiClient, menuAlias?: string) {
  return api.request<MenuItem[]>('portal', '/sys/sysMenu/v1/getCurrentUserMenu', { query: { menuAlias } });
}

export function getCurrentUserMethodAuth(api: ApiClient) {
  return api.request<MethodAuth>('portal', '/sys/sysMenu/v1/getCurrentUserMethodAuth');
}

/** Platform settings (title, logo, idle minutes); public, by Tenant-Code. */
export function getSysSetting(api: ApiClient, tenantCode: string) {
  return api.request<SysSetting>('portal', '/sys/sysProperties/v1/getDecryptByAlias', {
    auth: 'none',
    silent: true,
    tenantCode,
    query: { alias: 'sysSetting' },
  });
}
