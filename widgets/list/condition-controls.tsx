import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Checkbox, DatePicker, Input, InputNumber, Radio, Select, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

export interface ConditionOption {
  value: string | number | boolean;
  label: string;
}

/** What every search-bar control gets; `range` asks for a [from, to] pair (BETWEEN). */
export interface ConditionControlProps {
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  range: boolean;
  options: readonly ConditionOption[];
  testId: string;
  /** Custom-dialog controls: rows matching a keyword as options. */
  search?: (keyword: string) => Promise<ConditionOption[]>;
}

const pair = (value: unknown): [unknown, unknown] => (Array.isArray(value) ? [value[0], value[1]] : [undefined, undefined]);

export function TextControl({ value, onChange, label, testId }: ConditionControlProps) {
  const { t } = useTranslation('engine');
  return (
    <Input allowClear value={(value as string) ?? ''} onChange={(v) => onChange(v)} placeholder={t('list.enter', { label })} data-testid={testId} />
  );
}

export function NumberControl({ value, onChange, range, testId }: ConditionControlProps) {
  if (!range) return <InputNumber value={value as number | undefined} onChange={(v) => onChange(v)} data-testid={testId} style={{ width: '100%' }} />;
  const [from, to] = pair(value);
  return (
    <Space size={4} data-testid={testId}>
      <InputNumber value={from as number | undefined} onChange={(v) => onChange([v, to])} />
      <span>-</span>
      <InputNumber value={to as number | undefined} onChange={(v) => onChange([from, v])} />
    </Space>
  );
}

export function DateControl({ value, onChange, range, testId }: ConditionControlProps) {
  if (!range) {
    return <DatePicker value={(value as string) || undefined} onChange={(v) => onChange(v || undefined)} style={{ width: '100%' }} data-testid={testId} />;
  }
  const [from, to] = pair(value);
  return (
    <DatePicker.RangePicker
      value={from || to ? [(from as string) ?? '', (to as string) ?? ''] : undefined}
      onChange={(v) => onChange(v && v.length ? v : undefined)}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}

/**
 * A dropdown the keyboard opens as a listbox does: Enter (Arco's own), Space, the arrow keys and Alt+Down; Arco opens
 * on Enter only. `typing`: a searchable select, where Space belongs to the keyword.
 */
function useKeyboardOpen(typing = false) {
  const [open, setOpen] = useState(false);
  return {
    popupVisible: open,
    onVisibleChange: setOpen,
    onKeyDown: (event: KeyboardEvent) => {
      if (open) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || (!typing && event.key === ' ')) {
        event.preventDefault();
        setOpen(true);
      }
    },
  };
}

export function SelectControl({ value, onChange, options, testId }: ConditionControlProps) {
  const { t } = useTranslation('engine');
  const keyboard = useKeyboardOpen();
  return (
    <Select
      {...keyboard}
      allowClear
      value={value as string | undefined}
      onChange={(v) => onChange(v)}
      placeholder={t('list.choose')}
      options={options.map((o) => ({ value: o.value as string, label: o.label }))}
      data-testid={testId}
    />
  );
}

/** One choice, with "all" to clear it (a radio cannot be unchecked). */
export function RadioControl({ value, onChange, options, testId }: ConditionControlProps) {
  const { t } = useTranslation('engine');
  const all = '__all__';
  return (
    <Radio.Group value={value ?? all} onChange={(v) => onChange(v === all ? undefined : v)} data-testid={testId}>
      <Radio value={all}>{t('list.all')}</Radio>
      {options.map((o) => (
        <Radio key={String(o.value)} value={o.value}>{o.label}</Radio>
      ))}
    </Radio.Group>
  );
}

export function CheckboxControl({ value, onChange, options, testId }: ConditionControlProps) {
  return (
    <Checkbox.Group
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={(v) => onChange(v.length ? v : undefined)}
      options={options.map((o) => ({ value: o.value as string, label: o.label }))}
      data-testid={testId}
    />
  );
}

/** A custom-dialog field: type to search the dialog's rows, pick one. */
export function DialogControl({ value, onChange, search, testId }: ConditionControlProps) {
  const { t } = useTranslation('engine');
  const [options, setOptions] = useState<ConditionOption[]>([]);
  const latest = useRef(0);
  const load = (keyword: string) => {
    if (!search) return;
    const ticket = ++latest.current;
    void search(keyword).then((rows) => {
      if (ticket === latest.current) setOptions(rows);
    }, () => undefined);
  };
  useEffect(() => load(''), [search]); // eslint-disable-line react-hooks/exhaustive-deps
  const keyboard = useKeyboardOpen(true);
  return (
    <Select
      {...keyboard}
      allowClear
      showSearch
      filterOption={false}
      value={value as string | undefined}
      onSearch={load}
      onChange={(v) => onChange(v)}
      placeholder={t('list.choose')}
      options={options.map((o) => ({ value: o.value as string, label: o.label }))}
      data-testid={testId}
    />
  );
}
