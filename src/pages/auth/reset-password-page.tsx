import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Form } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices, useSession, useTenantCode } from '../../app/shell/services.tsx';
import { usePlatformTitle, useTenant } from '../../app/shell/data-hooks.ts';
import { ChangePasswordFields } from '../../app/layout/change-password-form.tsx';
import type { ChangePasswordValues } from '../../app/layout/change-password-rules.ts';
import { useChangePassword } from '../../app/layout/use-account-actions.ts';
import { signOut } from '../../app/api/auth.ts';
import { AuthFrame } from './auth-frame.tsx';

/** `/resetPwdView?account=`: the password no longer meets the strategy (loginStatus 0); change it, then sign in again. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { api, session } = useServices();
  const current = useSession();
  const tenantCode = useTenantCode();
  const tenant = useTenant(tenantCode);
  const platformTitle = usePlatformTitle(tenantCode);
  const [form] = Form.useForm<ChangePasswordValues>();
  const account = search.get('account') ?? current?.user.account ?? '';
  const signedIn = Boolean(current && !current.user.isVisitor);

  const backToLogin = async () => {
    if (signedIn) await signOut(api).catch(() => undefined);
    session.clear();
    navigate(`/login?account=${encodeURIComponent(account)}`, { replace: true });
  };
  const controller = useChangePassword({ onChanged: () => void backToLogin() });

  return (
    <AuthFrame tenant={tenant.data} platformTitle={platformTitle}>
      <h2 className="pp-auth-title">{t('auth:resetPasswordTitle')}</h2>
      <p className="pp-auth-subtitle">
        {account ? `${t('auth:account')}：${account} · ` : ''}
        {t('auth:resetPasswordHint')}
      </p>
      {signedIn ? (
        <div data-testid="reset-password">
          <ChangePasswordFields
            form={form}
            strategy={controller.strategy}
            onSubmit={(values) => void controller.submit(values)}
            errorMessage={controller.errorMessage}
          />
          <div className="pp-login-actions">
            <Button type="primary" size="large" long loading={controller.submitting} onClick={() => form.submit()} data-testid="reset-password-submit">
              {t('common:submit')}
            </Button>
            <Button size="large" long onClick={() => void backToLogin()} data-testid="back-to-login">
              {t('auth:backToLogin')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <Alert type="info" showIcon content={t('auth:resetPasswordNoSession')} style={{ marginBottom: 16 }} />
          <Button type="primary" size="large" long onClick={() => void backToLogin()} data-testid="back-to-login">
            {t('auth:backToLogin')}
          </Button>
        </>
      )}
    </AuthFrame>
  );
}

export default ResetPasswordPage;
