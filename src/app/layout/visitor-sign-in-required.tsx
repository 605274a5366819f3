import { useEffect } from 'react';
import { Button, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Result/style/css.js';
import { useTranslation } from 'react-i18next';

/** What a visitor sees on a page that needs signing in (a typed or linked path): the login dialog opens at once. */
export function VisitorSignInRequired({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    onLogin();
    // Once per page: closing the dialog leaves the notice and its button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="pp-center" data-testid="visitor-sign-in-required">
      <Result
        status="403"
        title={t('auth:protectedPage')}
        subTitle={t('auth:loginDialogHint')}
        extra={
          <Button type="primary" onClick={onLogin} data-testid="visitor-sign-in">
            {t('layout:login')}
          </Button>
        }
      />
    </div>
  );
}
