import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  IconApps, IconCheckSquare, IconDown, IconDragDotVertical, IconFile, IconFolder, IconMessage, IconShareAlt, IconStar, IconTag, IconTags, IconUp, IconUserGroup,
} from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { WorkbenchPosition } from '../../../app/api/home.ts';
import { WORKBENCH_LINKS, type WorkbenchLinkKey } from './workbench-links.ts';
import { useWorkbenchDrag } from './use-workbench-drag.ts';
import './workbench.css';

const ICONS: Record<WorkbenchLinkKey, typeof IconApps> = {
  todo: IconCheckSquare, messages: IconMessage, myPatents: IconFile, favourites: IconStar, groupFavourites: IconFolder,
  myGroups: IconUserGroup, publicIndexing: IconTags, personalIndexing: IconTag, sharedByOthers: IconShareAlt,
};

export interface FloatingWorkbenchProps {
  /** Show the to-do entry (hidden for the configured tenants). */
  todoEntry: boolean;
  /** Counters for to-dos and unread messages (null: none shown, e.g. role yk). */
  counters: { todo: number | null; messages: number | null } | null;
  /** Where the user last dropped it (null: never moved). */
  position: WorkbenchPosition | null;
  onMove: (position: WorkbenchPosition) => void;
}

/** The floating, draggable personal workbench of the home page: nine entries, with live to-do and unread counters. */
export function FloatingWorkbench({ todoEntry, counters, position: saved, onMove }: FloatingWorkbenchProps) {
  const { t } = useTranslation('home');
  const panel = useRef<HTMLElement>(null);
  const [collapsed, setCollapsed] = useState(false);
  const { position, handle } = useWorkbenchDrag(panel, saved, onMove);
  const links = WORKBENCH_LINKS.filter((link) => todoEntry || link.key !== 'todo');
  const countOf = (key: WorkbenchLinkKey) => (key === 'todo' ? counters?.todo : key === 'messages' ? counters?.messages : null) ?? null;

  return (
    <aside
      ref={panel}
      className={collapsed ? 'pp-workbench pp-workbench-collapsed' : 'pp-workbench'}
      style={position ? { left: position.x, top: position.y } : { visibility: 'hidden' }}
      aria-label={t('workbench')}
      data-testid="home-workbench"
      data-x={position?.x}
      data-y={position?.y}
    >
      <header className="pp-workbench-head" title={t('workbenchDrag')} data-testid="home-workbench-handle" {...handle}>
        <IconDragDotVertical className="pp-workbench-grip" />
        <span className="pp-workbench-title">{t('workbench')}</span>
        <button
          type="button"
          className="pp-workbench-toggle"
          onClick={() => setCollapsed((c) => !c)}
          aria-expanded={!collapsed}
          aria-label={t(collapsed ? 'workbenchExpand' : 'workbenchCollapse')}
          data-testid="home-workbench-toggle"
        >
          {collapsed ? <IconDown /> : <IconUp />}
        </button>
      </header>
      {collapsed ? null : (
        <nav>
          <ul className="pp-workbench-links">
            {links.map(({ key, to }) => {
              const Icon = ICONS[key];
              const count = countOf(key);
              return (
                <li key={key}>
                  <Link to={to} className="pp-workbench-link" data-testid={`home-workbench-${key}`}>
                    <Icon className="pp-workbench-icon" />
                    <span className="pp-workbench-label">{t(key)}</span>
                    {count !== null ? (
                      <span className={count > 0 ? 'pp-workbench-count pp-workbench-count-some' : 'pp-workbench-count'} data-testid={`home-workbench-count-${key}`}
                        data-count={count} aria-label={t('countOf', { name: t(key), count })}>
                        {count > 99 ? '99+' : count}
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </aside>
  );
}
