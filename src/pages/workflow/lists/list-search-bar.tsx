import { useEffect, useState } from 'react';
import { Button, DatePicker, Input, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { useTranslation } from 'react-i18next';
import type { ListSearch } from './list-filter.ts';

/** Subject, flow name (not on a one-flow page) and a date range; Enter or the button searches. */
export function ListSearchBar({ value, onSearch, showFlowName, dateLabel }: {
  value: ListSearch;
  onSearch: (next: ListSearch) => void;
  showFlowName: boolean;
  dateLabel: string;
}) {
  const { t } = useTranslation('workflow');
  const [draft, setDraft] = useState<ListSearch>(value);
  useEffect(() => setDraft(value), [value]);
  const submit = () => onSearch(draft);

  return (
    <div className="pp-flow-search" data-testid="flow-list-search">
      <Space wrap size={[16, 8]}>
        <label className="pp-flow-search-field">
          <span>{t('lists.subject')}</span>
          <Input allowClear size="small" style={{ width: 200 }} placeholder={t('lists.subjectPlaceholder')} value={draft.subject ?? ''}
            onChange={(subject) => setDraft({ ...draft, subject })} onPressEnter={submit} data-testid="flow-search-subject" />
        </label>
        {showFlowName ? (
          <label className="pp-flow-search-field">
            <span>{t('lists.defName')}</span>
            <Input allowClear size="small" style={{ width: 180 }} placeholder={t('lists.defNamePlaceholder')} value={draft.defName ?? ''}
              onChange={(defName) => setDraft({ ...draft, defName })} onPressEnter={submit} data-testid="flow-search-defname" />
          </label>
        ) : null}
        <label className="pp-flow-search-field">
          <span>{dateLabel}</span>
          <DatePicker.RangePicker size="small" style={{ width: 240 }} placeholder={[t('lists.dateFrom'), t('lists.dateTo')]}
            value={draft.from || draft.to ? [draft.from ?? '', draft.to ?? ''] : undefined}
            onChange={(range) => setDraft({ ...draft, from: range?.[0] || undefined, to: range?.[1] || undefined })}
            data-testid="flow-search-dates" />
        </label>
        <Button type="primary" size="small" onClick={submit} data-testid="flow-search-submit">{t('lists.search')}</Button>
        <Button size="small" onClick={() => onSearch({})} data-testid="flow-search-reset">{t('lists.reset')}</Button>
      </Space>
    </div>
  );
}
