import { useNavigate, useSearchParams } from 'react-router-dom';
import { useState } from 'react';
import { Alert, Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/shell/services.tsx';
import { usePlatformTitle, useTenant } from '../../app/shell/data-hooks.ts';
import { safeRedirect } from '../../app/router/path-rewrite.ts';
import { AuthFrame } from './auth-frame.tsx';
import { LoginForm } from './login-form.tsx';
import { useLogin } from './use-login.ts';
import { signInVisitor } from '../../app/session/visitor-sign-in.ts';

/** `/login`: tenant from `?tenant=`, else the stored one, else the configured default. */
export function LoginPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { api, session, config } = useServices();
  const code = search.get('tenant') || session.tenantCode || config.defaultTenantCode;
  const tenant = useTenant(code);
  const platformTitle = usePlatformTitle(tenant.data ? code : null);
  const redirect = safeRedirect(search.get('redirect'), '/');

  const { submit, submitting, errorMessage, clearError } = useLogin(tenant.data, (outcome) => {
    if (outcome.kind === 'mustResetPassword') navigate(`/resetPwdView?account=${encodeURIComponent(outcome.account)}`);
    // A full load: every cache starts again for the signed-in user.
    else window.location.assign(redirect);
  });

  const [guestState, setGuestState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const visitAsGuest = async () => {
    if (!tenant.data) return;
    setGuestState('busy');
    try {
      await signInVisitor(api, session, tenant.data);
      window.location.assign(redirect);
    } catch {
      setGuestState('failed');
    }
  };

  return (
    <AuthFrame tenant={tenant.data} platformTitle={platformTitle}>
      <h2 className="pp-auth-title">{t('auth:loginTitle')}</h2>
      <p className="pp-auth-subtitle">{t('auth:welcome')}</p>
      {tenant.error ? (
        <Alert type="warning" showIcon content={tenant.error.message || t('auth:unknownTenant', { code })} style={{ marginBottom: 16 }} data-testid="tenant-error" />
      ) : null}
      <LoginForm
        onSubmit={submit}
        submitting={submitting}
        errorMessage={errorMessage}
        onReset={clearError}
        disabled={!tenant.data}
        initialAccount={search.get('account') ?? undefined}
      />
      <div className="pp-login-guest">
        {guestState === 'failed' ? <Alert type="error" showIcon content={t('auth:visitAsGuestFailed')} style={{ marginBottom: 8 }} /> : null}
        <Button type="text" long disabled={!tenant.data || submitting} loading={guestState === 'busy'} onClick={() => void visitAsGuest()} data-testid="login-visit-as-guest">
          {t('auth:visitAsGuest')}
        </Button>
      </div>
    </AuthFrame>
  );
}

export default LoginPage;
