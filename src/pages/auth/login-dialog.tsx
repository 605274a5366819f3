import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../app/shell/data-hooks.ts';
import { useTenantCode } from '../../app/shell/services.tsx';
import { tenantName } from '../../app/api/tenant.ts';
import { safeRedirect } from '../../app/router/path-rewrite.ts';
import { LoginForm } from './login-form.tsx';
import { useLogin } from './use-login.ts';

export interface LoginDialogProps {
  visible: boolean;
  /** Where to go after signing in (a guest's restricted menu entry); the current page if absent. */
  target?: string;
  onClose: () => void;
}

/** Sign-in for a guest who chose an entry that needs login. */
export function LoginDialog({ visible, target, onClose }: LoginDialogProps) {
  const { t, i18n } = useTranslation();
  const code = useTenantCode();
  const { data: tenant } = useTenant(code);
  const { submit, submitting, errorMessage, clearError } = useLogin(tenant, (outcome) => {
    if (outcome.kind === 'mustResetPassword') window.location.assign(`/resetPwdView?account=${encodeURIComponent(outcome.account)}`);
    else window.location.assign(safeRedirect(target, window.location.pathname + window.location.search));
  });
  return (
    <Modal title={t('auth:loginDialogTitle')} visible={visible} onCancel={onClose} footer={null} unmountOnExit style={{ width: 420 }}>
      <div data-testid="login-dialog">
        <p style={{ marginTop: 0, color: 'var(--color-text-3)' }}>
          {t('auth:loginDialogHint')}
          {tenant ? ` · ${tenantName(tenant, i18n.language)}` : ''}
        </p>
        <LoginForm onSubmit={submit} submitting={submitting} errorMessage={errorMessage} onReset={clearError} disabled={!tenant} />
      </div>
    </Modal>
  );
}
