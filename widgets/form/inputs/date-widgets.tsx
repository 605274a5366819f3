import { DatePicker, TimePicker } from '@arco-design/web-react';
import dayjs from 'dayjs';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { isPlain } from '../form-context.ts';
import { ReadonlyValue } from '../readonly-value.tsx';

/** Values are stored as the spec writes them: yyyy-mm-dd, hh:mm:ss, yyyy-mm-dd hh:mm:ss. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm:ss';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** An ISO date-time from elsewhere ("2026-01-02T10:11:12Z") shown the portal's way. */
export function displayDateTime(value: unknown): string {
  return typeof value === 'string' ? value.replace('T', ' ').replace(/(\.\d+)?(Z|[+-]\d\d:?\d\d)?$/, '').slice(0, 19) : '';
}

function changeHandler(props: WidgetProps) {
  return (text: string | undefined) => props.onChange(text ? text : props.options.emptyValue);
}

export function DateWidget(props: WidgetProps) {
  const { id, value, placeholder, rawErrors, hideError } = props;
  const { t } = useTranslation('engine');
  const text = typeof value === 'string' ? value.slice(0, 10) : '';
  if (isPlain(props)) return <ReadonlyValue id={id}>{text}</ReadonlyValue>;
  return (
    <div id={id}>
      <DatePicker className="pp-form-date" value={text || undefined} format={DATE_FORMAT}
        placeholder={placeholder || t('form.widget.selectPlaceholder')} error={!hideError && Boolean(rawErrors?.length)}
        onChange={changeHandler(props)} />
    </div>
  );
}

/**
 * A date and time. `ui:options.format` narrows what is shown (e.g. to the minute); with `ui:options.instant` the value
 * is an ISO instant, shown and picked on the browser's clock (the text alone would not say which instant is meant).
 */
export function DateTimeWidget(props: WidgetProps) {
  const { id, value, options, placeholder, rawErrors, hideError } = props;
  const { t } = useTranslation('engine');
  const format = typeof options.format === 'string' ? options.format : DATETIME_FORMAT;
  const instant = options.instant === true;
  const text = instant ? (typeof value === 'string' && dayjs(value).isValid() ? dayjs(value).format(format) : '') : displayDateTime(value);
  if (isPlain(props)) return <ReadonlyValue id={id}>{text}</ReadonlyValue>;
  const onChange = instant
    ? (next: string | undefined) => props.onChange(next ? dayjs(next).toDate().toISOString() : options.emptyValue)
    : changeHandler(props);
  return (
    <div id={id}>
      <DatePicker className="pp-form-date" showTime={format === DATETIME_FORMAT ? true : { format: format.slice(11) }} value={text || undefined} format={format}
        placeholder={placeholder || t('form.widget.selectPlaceholder')} error={!hideError && Boolean(rawErrors?.length)}
        onChange={onChange} />
    </div>
  );
}

export function TimeWidget(props: WidgetProps) {
  const { id, value, placeholder, rawErrors, hideError } = props;
  const { t } = useTranslation('engine');
  const text = typeof value === 'string' ? value : '';
  if (isPlain(props)) return <ReadonlyValue id={id}>{text}</ReadonlyValue>;
  return (
    <div id={id}>
      <TimePicker className="pp-form-date" value={text || undefined} format={TIME_FORMAT}
        placeholder={placeholder || t('form.widget.selectPlaceholder')} error={!hideError && Boolean(rawErrors?.length)}
        onChange={changeHandler(props)} />
    </div>
  );
}
