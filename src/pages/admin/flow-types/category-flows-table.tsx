import { Button, Select, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { useTranslation } from 'react-i18next';
import { resolveLabel } from '../../../common/definitions/label.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { FlowTypeRow } from '../../../app/api/flow-types.ts';
import type { DefinitionRow } from '../../../app/api/workflow-lists.ts';

/** The Select's value for "no category" (a Select option cannot be null). */
export const NO_CATEGORY = 'none';

interface CategoryFlowsTableProps {
  flows: DefinitionRow[];
  types: FlowTypeRow[];
  loading: boolean;
  onAssign(defKey: string, typeId: string | null): void;
  /** Deploy a new version of the flow. */
  onDeploy(defKey: string): void;
}

/** The deployed flows, each with a select that moves it to another category (or none) and a deploy of a new version. */
export function CategoryFlowsTable({ flows, types, loading, onAssign, onDeploy }: CategoryFlowsTableProps) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Language;
  const options = [
    ...types.map((type) => ({ value: type.id, label: resolveLabel(type.name, lang) })),
    { value: NO_CATEGORY, label: t('flowTypes.noCategory') },
  ];
  const columns: TableColumnProps<DefinitionRow>[] = [
    { title: t('flowTypes.flowName'), dataIndex: 'name' },
    { title: t('flowTypes.defKey'), dataIndex: 'defKey' },
    { title: t('flowTypes.version'), dataIndex: 'version', width: 90 },
    {
      title: t('flowTypes.category'), width: 240,
      render: (_: unknown, flow) => (
        <Select
          size="small" options={options} value={flow.typeId ?? NO_CATEGORY} data-testid={`flow-category-${flow.defKey}`}
          onChange={(value: string) => { if (value !== (flow.typeId ?? NO_CATEGORY)) onAssign(flow.defKey, value === NO_CATEGORY ? null : value); }}
        />
      ),
    },
    {
      title: t('flowTypes.actions'), width: 150, align: 'center',
      render: (_: unknown, flow) => (
        <Button type="text" size="mini" onClick={() => onDeploy(flow.defKey)} data-testid={`flow-deploy-${flow.defKey}`}>{t('flowTypes.deploy.newVersion')}</Button>
      ),
    },
  ];
  return (
    <Table<DefinitionRow>
      rowKey="defKey" data={flows} columns={columns} loading={loading} pagination={false} border={false}
      noDataElement={t('flowTypes.noFlows')} data-testid="category-flows-table"
    />
  );
}
