import { Link } from 'react-router-dom';
import { Button, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Result/style/css.js';
import { useTranslation } from 'react-i18next';

/** Unknown routes (including menu paths of areas not built yet). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div style={{ padding: '48px 0' }} data-testid="not-found">
      <Result
        status="404"
        title={t('common:notFoundTitle')}
        subTitle={t('common:notFoundSubtitle')}
        extra={
          <Link to="/home" data-testid="back-home">
            <Button type="primary">{t('common:backHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}

export default NotFoundPage;
