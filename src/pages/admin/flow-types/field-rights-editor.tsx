import { useState } from 'react';
import { Button, Select } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import type { NodeSetting } from '../../../common/api/workflow.ts';
import type { CodeOption } from './use-directory-options.ts';

type FieldRights = NonNullable<NodeSetting['fieldRights']>;
type Right = FieldRights[string];
const RIGHTS: Right[] = ['edit', 'read', 'hidden', 'required'];

interface Row { field: string; right: Right }

interface Props {
  value: FieldRights | undefined;
  onChange(rights: FieldRights): void;
  /** The fields of the node's form (a name not among them may still be typed). */
  fields: CodeOption[];
  testId: string;
}

/** A node's field rights, one row per field (a row without a field is kept here until it gets one). Remount it to reset. */
export function FieldRightsEditor({ value, onChange, fields, testId }: Props) {
  const { t } = useTranslation('admin');
  const [rows, setRows] = useState<Row[]>(() => Object.entries(value ?? {}).map(([field, right]) => ({ field, right })));
  const update = (next: Row[]) => {
    setRows(next);
    onChange(Object.fromEntries(next.filter((r) => r.field.trim() !== '').map((r) => [r.field.trim(), r.right])));
  };
  return (
    <div className="flow-rules" data-testid={testId}>
      {rows.map((row, index) => {
        const rowId = `${testId}-${index}`;
        const duplicate = row.field.trim() !== '' && rows.findIndex((r) => r.field.trim() === row.field.trim()) !== index;
        return (
          // Rows have no identity of their own until named; their position is it.
          <div className="flow-rules__row flow-rules__row--fields" key={index}>
            <Select
              className="flow-rules__type" value={row.field || undefined} placeholder={t('flowTypes.settingsEditor.fieldName')} error={duplicate}
              showSearch allowCreate data-testid={`${rowId}-field`}
              options={fields.filter((f) => f.value === row.field || !rows.some((r) => r.field === f.value))}
              onChange={(field: string | undefined) => update(rows.map((r, i) => (i === index ? { ...r, field: (field ?? '').slice(0, 100) } : r)))}
            />
            <Select
              className="flow-rules__values" value={row.right} data-testid={`${rowId}-right`}
              options={RIGHTS.map((right) => ({ value: right, label: t(`flowTypes.settingsEditor.fieldRight.${right}`) }))}
              onChange={(right: Right) => update(rows.map((r, i) => (i === index ? { ...r, right } : r)))}
            />
            <Button
              icon={<IconDelete />} size="small" aria-label={t('flowTypes.settingsEditor.remove')} title={t('flowTypes.settingsEditor.remove')}
              onClick={() => update(rows.filter((_, i) => i !== index))} data-testid={`${rowId}-remove`}
            />
          </div>
        );
      })}
      <Button size="small" type="dashed" icon={<IconPlus />} onClick={() => setRows([...rows, { field: '', right: 'edit' }])} data-testid={`${testId}-add`}>
        {t('flowTypes.settingsEditor.addFieldRight')}
      </Button>
    </div>
  );
}
