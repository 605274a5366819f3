import { useState } from 'react';
import { Button, Card, Dropdown, Menu, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import { IconMore } from '@arco-design/web-react/icon';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ColumnDefinition } from '../../../common/definitions/kinds/column.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { resolveLabel } from '../../../common/definitions/label.ts';
import { mayUseColumn } from '../../../common/home-layout/column-rights.ts';
import { DefinitionBoundary } from '../../../engine/registry/definition-boundary.tsx';
import { ColumnBody } from './column-body.tsx';
import './column.css';

export interface HomeColumnCardProps {
  column: ColumnDefinition;
}

/** Whether the home page shows a column to a user with these roles (column-rights.ts; a preview shows it regardless). */
export function columnVisible(column: Pick<ColumnDefinition, 'displayRights'>, roles: readonly string[]): boolean {
  return mayUseColumn(column, roles);
}

/**
 * A home column as a card (workflow-office.md "Home page columns"): its name, a header menu with more and
 * refresh, its body paged by the column's pageSize inside colHeight, and the more-dialog (70% wide) with the whole list.
 */
export function HomeColumnCard({ column }: HomeColumnCardProps) {
  const { t, i18n } = useTranslation('engine');
  const navigate = useNavigate();
  const [generation, setGeneration] = useState(0);
  const [more, setMore] = useState(false);
  const title = resolveLabel(column.name, i18n.language as Language, (key) => (i18n.exists(key) ? t(key) : undefined)) || column.alias;

  const menu = (
    <Menu onClickMenuItem={(key) => (key === 'refresh' ? setGeneration((g) => g + 1) : setMore(true))}>
      <Menu.Item key="more" data-testid="column-more">{t('column.more')}</Menu.Item>
      <Menu.Item key="refresh" data-testid="column-refresh">{t('column.refresh')}</Menu.Item>
    </Menu>
  );
  return (
    <Card
      className="pp-column-card"
      data-testid="column-card"
      data-alias={column.alias}
      data-generation={generation}
      title={title}
      extra={(
        <Dropdown droplist={menu} position="br" trigger="click">
          <Button type="text" size="mini" icon={<IconMore />} aria-label={t('column.menu')} data-testid="column-menu" />
        </Dropdown>
      )}
    >
      <div className="pp-column-body" style={column.colHeight ? { minHeight: column.colHeight } : undefined}>
        <DefinitionBoundary what={`column ${column.alias}`}>
          {/* A new generation remounts the body, so every call is made again. */}
          <ColumnBody key={generation} column={column} place="card" />
        </DefinitionBoundary>
      </div>
      <Modal
        title={title}
        visible={more}
        style={{ width: '70%' }}
        onCancel={() => setMore(false)}
        footer={column.moreUrl ? (
          <Button type="primary" onClick={() => navigate(column.moreUrl!)} data-testid="column-open-page">{t('column.openPage')}</Button>
        ) : null}
        unmountOnExit
        data-testid="column-more-dialog"
      >
        <DefinitionBoundary what={`column ${column.alias}`}>
          <ColumnBody column={column} place="more" />
        </DefinitionBoundary>
      </Modal>
    </Card>
  );
}
