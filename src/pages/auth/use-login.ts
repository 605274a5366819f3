import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../app/api/auth.ts';
import { ApiError } from '../../app/api/client.ts';
import type { TenantInfo } from '../../app/api/types.ts';
import { useServices } from '../../app/shell/services.tsx';
import { sessionFromLoginReply } from '../../app/session/session-store.ts';
import type { LoginValues } from './login-form.tsx';

export type LoginOutcome = { kind: 'signedIn' } | { kind: 'mustResetPassword'; account: string };

/** Signs in to a tenant and stores the session; the caller decides where to go next. */
export function useLogin(tenant: TenantInfo | undefined, onDone: (outcome: LoginOutcome) => void) {
  const { api, session } = useServices();
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const submit = async ({ account, password }: LoginValues) => {
    if (!tenant) return;
    setSubmitting(true);
    setErrorMessage(null);
    try {
      const reply = await login(api, tenant, account, password);
      const next = sessionFromLoginReply(reply);
      // The reply says whether this account is the visitor: the form may sign the visitor in too.
      session.save({ ...next, user: { ...next.user, tenantCode: next.user.tenantCode ?? tenant.code } });
      onDone(reply.loginStatus === 0 ? { kind: 'mustResetPassword', account: reply.account || account } : { kind: 'signedIn' });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'timeout') setErrorMessage(t('auth:loginTimeout'));
      else setErrorMessage(error instanceof ApiError && error.message ? error.message : t('auth:loginFailed'));
    } finally {
      setSubmitting(false);
    }
  };

  return { submit: (values: LoginValues) => void submit(values), submitting, errorMessage, clearError: () => setErrorMessage(null) };
}
