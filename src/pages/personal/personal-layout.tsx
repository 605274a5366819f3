import { Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Menu/style/css.js';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './personal.css';

/**
 * The personal-office sections: side-menu key, list path, and the path prefix of their own pages (add, edit,
 * view), so those pages keep their section highlighted. v-myLayout belongs to the home-page layout designer.
 */
export const PERSONAL_SECTIONS = [
  { key: 'v-approvalItem', label: 'approvalItem', pages: '/approvalItem/' },
  { key: 'v-agent', label: 'agent', pages: '/agent/' },
  { key: 'v-secretary', label: 'secretary', pages: '/secretary/' },
  { key: 'v-bpmDeputy', label: 'deputy', pages: '/bpmDeputy/' },
] as const;

export function sectionOf(pathname: string): string | undefined {
  return PERSONAL_SECTIONS.find((s) => pathname.startsWith(`/v-personal/${s.key}`) || pathname.startsWith(s.pages))?.key;
}

/** /v-personal and the personal pages: a side menu of the sections beside the page. */
export function PersonalLayout() {
  const { t } = useTranslation('workflow');
  const location = useLocation();
  const navigate = useNavigate();
  const selected = sectionOf(location.pathname);
  return (
    <div className="pp-personal" data-testid="personal-layout">
      <aside className="pp-personal-side">
        <div className="pp-personal-side-title">{t('personal.areaTitle')}</div>
        <Menu selectedKeys={selected ? [selected] : []} onClickMenuItem={(key) => navigate(`/v-personal/${key}`)}>
          {PERSONAL_SECTIONS.map((s) => (
            <Menu.Item key={s.key} data-testid={`personal-menu-${s.key}`}>{t(`personal.menu.${s.label}`)}</Menu.Item>
          ))}
        </Menu>
      </aside>
      <main className="pp-personal-main">
        <Outlet />
      </main>
    </div>
  );
}
