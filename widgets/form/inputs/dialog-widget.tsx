import { Button, Message, Tag } from '@arco-design/web-react';
import { IconSearch } from '@arco-design/web-react/icon';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlain, servicesOf } from '../form-context.ts';
import { MissingServices } from '../missing-services.tsx';
import { ReadonlyValue } from '../readonly-value.tsx';
import { pickedOf, valueOfRows, withoutEntry, type DialogKeys } from './dialog-value.ts';

/**
 * A custom-dialog field: the button opens the dialog `ui:options.dialog` through `services.openDialog` (radio, or
 * checkbox with `ui:options.multiple` and the `selectNum` limit). The rows' `valueKey` (default id) is stored;
 * `labelKey` (default name) is shown.
 */
export function DialogWidget(props: WidgetProps) {
  const { id, value, options, schema, registry, onChange } = props;
  const { t } = useTranslation('engine');
  const [labels, setLabels] = useState<Map<string, string>>(() => new Map());
  const services = servicesOf(registry);
  if (!services) return <MissingServices id={id} />;
  const keys: DialogKeys = { valueKey: String(options.valueKey ?? 'id'), labelKey: String(options.labelKey ?? 'name') };
  const alias = String(options.dialog ?? options.dialogAlias ?? '');
  const picked = pickedOf(value, schema, keys).map((entry) => ({ ...entry, label: labels.get(String(entry.value)) ?? entry.label }));
  if (isPlain(props)) return <ReadonlyValue id={id}>{picked.map((entry) => entry.label).join('、')}</ReadonlyValue>;
  if (!alias) return <div id={id} className="pp-form-misconfigured" role="alert">{t('form.widget.dialogAliasMissing')}</div>;

  const multiple = options.multiple === true;
  const open = async () => {
    const selectNum = typeof options.selectNum === 'number' ? options.selectNum : undefined;
    try {
      const rows = await services.openDialog(alias, { multiple, selectNum, value });
      if (!rows) return;
      const records = rows.filter((row): row is Record<string, unknown> => !!row && typeof row === 'object');
      setLabels(new Map(records.map((row) => [String(row[keys.valueKey]), String(row[keys.labelKey] ?? row[keys.valueKey])])));
      onChange(valueOfRows(records, schema, keys) ?? options.emptyValue);
    } catch (error) {
      Message.error(t('form.widget.loadFailed', { message: (error as Error).message }));
    }
  };
  return (
    <div id={id} className="pp-form-picker">
      <div className="pp-form-picker-tags">
        {picked.map((entry, index) => (
          <Tag key={`${String(entry.value)}-${index}`} closable onClose={() => onChange(withoutEntry(value, schema, keys, index) ?? options.emptyValue)}>
            {entry.label}
          </Tag>
        ))}
      </div>
      <Button icon={<IconSearch />} onClick={() => void open()}>{t('form.widget.choose')}</Button>
    </div>
  );
}
