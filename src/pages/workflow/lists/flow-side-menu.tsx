import { Badge, Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Badge/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import { useTranslation } from 'react-i18next';
import { FLOW_MENU, MENU_BADGES, type FlowMenuPath, type MenuCounts } from './flow-menu.ts';

/** The workflow centre's entries with their counters; the leader to-do entry only for secretaries. */
export function FlowSideMenu({ selected, counts, showLeader, onSelect }: {
  selected: string | undefined;
  counts: MenuCounts | null;
  showLeader: boolean;
  onSelect: (path: FlowMenuPath) => void;
}) {
  const { t } = useTranslation('workflow');
  const entries = FLOW_MENU.filter((entry) => showLeader || entry.path !== 'v-leader');
  return (
    <nav className="pp-flow-side" data-testid="flow-side-menu">
      <Menu selectedKeys={selected ? [selected] : []} onClickMenuItem={(key) => onSelect(key as FlowMenuPath)}>
        {entries.map((entry) => {
          const badge = MENU_BADGES[entry.path];
          const count = counts?.[badge.key] ?? 0;
          return (
            <Menu.Item key={entry.path} data-testid={`flow-menu-${entry.path}`}>
              <span>{t(entry.label)}</span>
              {counts ? (
                <Badge count={count} maxCount={99} dotStyle={badge.urgent ? undefined : { background: 'var(--color-fill-4)', color: 'var(--color-text-2)' }}
                  data-testid={`flow-count-${entry.path}`} data-count={count} />
              ) : null}
            </Menu.Item>
          );
        })}
      </Menu>
    </nav>
  );
}
