import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { getTenantByCode } from '../api/tenant.ts';
import { getCurrentUser } from '../api/auth.ts';
import { getCurrentUserMenu, getSysSetting } from '../api/system.ts';
import { useServices, useSession } from './services.tsx';

/** Tenant info (logo, name) by code; public. */
export function useTenant(code: string | null | undefined) {
  const { api } = useServices();
  return useSWR(code ? ['tenant', code] : null, ([, c]) => getTenantByCode(api, c), { revalidateOnFocus: false, shouldRetryOnError: false });
}

export function useSysSetting(tenantCode: string | null | undefined) {
  const { api } = useServices();
  return useSWR(tenantCode ? ['sysSetting', tenantCode] : null, ([, c]) => getSysSetting(api, c), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** The signed-in user (visitor too) as the server describes them. */
export function useCurrentUser() {
  const { api } = useServices();
  const session = useSession();
  return useSWR(session ? ['currentUser', session.user.userId] : null, () => getCurrentUser(api), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** The user's menu tree; names come in the request language, so the key includes it. */
export function useMenu() {
  const { api } = useServices();
  const session = useSession();
  const { i18n } = useTranslation();
  return useSWR(session ? ['menu', session.user.userId, i18n.language] : null, () => getCurrentUserMenu(api), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}

/** The platform title in the UI language, if the tenant set one. */
export function usePlatformTitle(tenantCode: string | null | undefined): string | undefined {
  const { data } = useSysSetting(tenantCode);
  const { i18n } = useTranslation();
  const value = data?.value;
  if (!value) return undefined;
  return (i18n.language.startsWith('en') ? value.platformTitleEn : undefined) || value.platformTitle || undefined;
}
