import { useState } from 'react';
import { Button, Drawer, List, Message, Modal, Space, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/List/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { DefinitionDiff, DefinitionHistoryRow } from '../../../common/api/definitions.ts';
import type { DefinitionKind } from '../../../common/definitions/versions.ts';
import { definitionHistory, diffDefinitionVersions, getDefinitionVersion, rollbackDefinition } from '../../../app/api/definitions.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { formatBody } from './parse-definition-text.ts';
import { VersionDiff } from './version-diff.tsx';

interface HistoryDrawerProps {
  kind: DefinitionKind;
  definitionKey: string;
  currentVersion: number;
  visible: boolean;
  onClose(): void;
  onRolledBack(version: number): void;
}

interface Comparison { diff: DefinitionDiff; fromText: string; toText: string }

/** Versions of a definition, newest first: compare any with the current one, roll back to it. */
export function HistoryDrawer({ kind, definitionKey, currentVersion, visible, onClose, onRolledBack }: HistoryDrawerProps) {
  const { t, i18n } = useTranslation('admin');
  const { api } = useServices();
  const history = useSWR(visible ? ['definitionHistory', kind, definitionKey, currentVersion] : null, () => definitionHistory(api, kind, definitionKey));
  const [comparison, setComparison] = useState<Comparison | null>(null);

  const compare = async (version: number) => {
    const [diff, from, to] = await Promise.all([
      diffDefinitionVersions(api, kind, definitionKey, version, currentVersion),
      getDefinitionVersion(api, kind, definitionKey, version),
      getDefinitionVersion(api, kind, definitionKey, currentVersion),
    ]);
    setComparison({ diff, fromText: formatBody(from.body), toText: formatBody(to.body) });
  };

  const rollback = (version: number) => Modal.confirm({
    title: t('rollback'),
    content: t('rollbackConfirm', { version }),
    onOk: async () => {
      try {
        const saved = await rollbackDefinition(api, kind, definitionKey, version, currentVersion);
        Message.success(t('rolledBack', { version: saved.value!.version }));
        setComparison(null);
        onRolledBack(saved.value!.version);
      } catch (error) {
        Message.error((error as Error).message);
      }
    },
  });

  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <Drawer width={720} title={t('history')} visible={visible} onCancel={onClose} footer={null} unmountOnExit data-testid="definition-history">
      <Spin loading={history.isLoading} block>
        <List
          size="small"
          dataSource={history.data ?? []}
          render={(row: DefinitionHistoryRow) => (
            <List.Item
              key={row.version}
              data-testid={`definition-version-${row.version}`}
              extra={row.isCurrent ? <Tag color="arcoblue">{t('current')}</Tag> : (
                <Space>
                  <Button size="mini" onClick={() => void compare(row.version)} data-testid={`definition-compare-${row.version}`}>{t('diffWith')}</Button>
                  <Button size="mini" status="warning" onClick={() => rollback(row.version)} data-testid={`definition-rollback-${row.version}`}>{t('rollback')}</Button>
                </Space>
              )}
            >
              <List.Item.Meta
                title={`${t('version', { version: row.version })}${row.comment ? ` · ${row.comment}` : ''}`}
                description={t('by', { name: row.createdBy ?? '-', time: when(row.createdAt) })}
              />
            </List.Item>
          )}
        />
      </Spin>
      {comparison && <VersionDiff {...comparison} />}
    </Drawer>
  );
}
