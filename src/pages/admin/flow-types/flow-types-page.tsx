import { useState } from 'react';
import { Button, Card, Select, Space, Typography } from '@arco-design/web-react';
import { IconPlus, IconUpload } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import { resolveLabel } from '../../../common/definitions/label.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { FlowTypeRow } from '../../../app/api/flow-types.ts';
import { CategoryFlowsTable, NO_CATEGORY } from './category-flows-table.tsx';
import { DeployFlowDialog } from './deploy-flow-dialog.tsx';
import { FlowTypeDialog } from './flow-type-dialog.tsx';
import { FlowTypeTable } from './flow-type-table.tsx';
import { useFlowTypes } from './use-flow-types.ts';
import './flow-types.css';

const ALL = 'all';

/**
 * /admin/flow-types — the tenant's flow categories (sysAdmin): order, names, delete when empty, and which flows are in
 * each; flows are deployed from here too (a new flow, or a new version with its English name and node settings).
 */
export function FlowTypesPage() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Language;
  const controller = useFlowTypes();
  const [dialog, setDialog] = useState<{ editing: FlowTypeRow | null } | null>(null);
  const [shown, setShown] = useState<string>(ALL);
  /** The deploy dialog: a new version of a flow, or a new flow (defKey null). */
  const [deploying, setDeploying] = useState<{ defKey: string | null } | null>(null);
  const shownFlows = shown === ALL ? controller.flows : controller.flows.filter((f) => (f.typeId ?? NO_CATEGORY) === shown);

  const save = async (typeKey: string, name: FlowTypeRow['name']) => {
    const saved = dialog?.editing ? await controller.rename(dialog.editing.id, name, dialog.editing.name) : await controller.add(typeKey, name);
    if (saved) setDialog(null);
    return saved;
  };

  return (
    <div className="flow-types-page" data-testid="flow-types-page">
      <Typography.Paragraph type="secondary">{t('flowTypes.hint')}</Typography.Paragraph>
      <Card
        title={t('flowTypes.categories')}
        extra={<Button type="primary" icon={<IconPlus />} data-testid="flow-type-add" onClick={() => setDialog({ editing: null })}>{t('flowTypes.add')}</Button>}
      >
        <FlowTypeTable
          rows={controller.types}
          loading={controller.loading}
          onMove={(index, step) => void controller.move(index, step)}
          onEdit={(row) => setDialog({ editing: row })}
          onRemove={(row) => void controller.remove(row.id).then((removed) => { if (removed && shown === row.id) setShown(ALL); })}
          onShowFlows={(row) => setShown(row.id)}
        />
      </Card>
      <Card
        title={t('flowTypes.flows')}
        extra={(
          <Space>
            <Select
              className="flow-types-page__filter" value={shown} onChange={setShown} data-testid="flow-types-filter"
              options={[
                { value: ALL, label: t('flowTypes.filterAll') },
                ...controller.types.map((type) => ({ value: type.id, label: resolveLabel(type.name, lang) })),
                { value: NO_CATEGORY, label: t('flowTypes.noCategory') },
              ]}
            />
            <Button icon={<IconUpload />} onClick={() => setDeploying({ defKey: null })} data-testid="flow-deploy-new">{t('flowTypes.deploy.add')}</Button>
          </Space>
        )}
      >
        <CategoryFlowsTable
          flows={shownFlows} types={controller.types} loading={controller.loading}
          onAssign={(defKey, typeId) => void controller.assign(defKey, typeId)}
          onDeploy={(defKey) => setDeploying({ defKey })}
        />
      </Card>
      <DeployFlowDialog
        defKey={deploying?.defKey ?? null} visible={deploying !== null} types={controller.types}
        onDeployed={() => { setDeploying(null); void controller.refresh(); }} onCancel={() => setDeploying(null)}
      />
      <FlowTypeDialog editing={dialog?.editing ?? null} visible={dialog !== null} onSave={save} onCancel={() => setDialog(null)} />
    </div>
  );
}
