import { Link, useLocation } from 'react-router-dom';
import { Button, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Result/style/css.js';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../app/shell/data-hooks.ts';
import { InDevelopment, inDevelopmentEntry } from './in-development.tsx';

/** Unknown routes (including menu paths of areas not built yet); an unfinished menu entry's path warns instead. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = useMenu();
  const unfinished = inDevelopmentEntry(menu.data, pathname);
  if (unfinished) return <InDevelopment name={unfinished.name} />;
  if (menu.isLoading) return null;
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
