import { Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Menu/style/css.js';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './mail.css';

/** The mail sections: side-menu key, and the path prefix of their own pages (read, compose, edit, view) that keep it highlighted. */
export const MAIL_SECTIONS = [
  { key: 'v-mailList', label: 'mailList', pages: /^\/mail\/mail(Get|Add|Edit)/ },
  { key: 'v-linkmanList', label: 'linkmanList', pages: /^\/mail\/linkman/ },
  { key: 'v-settingList', label: 'settingList', pages: /^\/mail\/setting/ },
] as const;

export function mailSectionOf(pathname: string): string | undefined {
  return MAIL_SECTIONS.find((s) => pathname.startsWith(`/v-mail/${s.key}`) || s.pages.test(pathname))?.key;
}

/** /v-mail and the mail pages: a side menu of the sections beside the page. */
export function MailLayout() {
  const { t } = useTranslation('mail');
  const location = useLocation();
  const navigate = useNavigate();
  const selected = mailSectionOf(location.pathname);
  return (
    <div className="pp-mail" data-testid="mail-layout">
      <aside className="pp-mail-side">
        <div className="pp-mail-side-title">{t('areaTitle')}</div>
        <Menu selectedKeys={selected ? [selected] : []} onClickMenuItem={(key) => navigate(`/v-mail/${key}`)}>
          {MAIL_SECTIONS.map((s) => (
            <Menu.Item key={s.key} data-testid={`mail-menu-${s.key}`}>{t(`menu.${s.label}`)}</Menu.Item>
          ))}
        </Menu>
      </aside>
      <main className="pp-mail-main">
        <Outlet />
      </main>
    </div>
  );
}
