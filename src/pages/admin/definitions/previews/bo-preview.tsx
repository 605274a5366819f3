import { Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import { useTranslation } from 'react-i18next';
import type { BoDefinition, BoField } from '../../../../common/definitions/kinds/bo.ts';
import { resolveLabel } from '../../../../common/definitions/label.ts';
import type { Language } from '../../../../common/i18n/languages.ts';

function FieldTable({ fields }: { fields: BoField[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Table
      size="mini"
      pagination={false}
      rowKey="name"
      data={fields}
      columns={[
        { title: t('fieldName'), dataIndex: 'name' },
        { title: t('fieldLabel'), render: (_: unknown, f: BoField) => resolveLabel(f.label, i18n.language as Language) },
        { title: t('fieldType'), dataIndex: 'type' },
        { title: t('fieldRequired'), render: (_: unknown, f: BoField) => (f.required ? t('yes') : t('no')) },
      ]}
    />
  );
}

/** A business object as its field tables: the main table, then each sub-table. */
export function BoPreview({ body }: { body: BoDefinition }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <div data-testid="preview-bo">
      <h4>{t('fields')}</h4>
      <FieldTable fields={body.fields} />
      {(body.children ?? []).map((child) => (
        <div key={child.alias}>
          <h4>{t('children', { name: resolveLabel(child.name, i18n.language as Language) })}</h4>
          <FieldTable fields={child.fields} />
        </div>
      ))}
    </div>
  );
}
