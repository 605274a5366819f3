import { useEffect, useRef, useState } from 'react';
import { Message, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import type { CodeOption, DirectoryOptions } from './use-directory-options.ts';

interface Props {
  value: string[];
  onChange(accounts: string[]): void;
  users: DirectoryOptions['users'];
  error?: boolean;
  testId: string;
}

const SEARCH_DELAY_MS = 250;

/** Users of the tenant by account: searched by name or account as one types, the chosen ones shown by name. */
export function UserAccountsSelect({ value, onChange, users, error, testId }: Props) {
  const { t } = useTranslation('admin');
  const [options, setOptions] = useState<CodeOption[]>([]);
  const [known, setKnown] = useState<CodeOption[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The names of accounts already chosen (once per set of accounts not yet named).
  const unnamed = value.filter((account) => !known.some((o) => o.value === account));
  const unnamedKey = unnamed.join('\n');
  useEffect(() => {
    if (unnamedKey === '') return;
    let active = true;
    users({ accounts: unnamedKey.split('\n') })
      .then((found) => active && setKnown((current) => [...current, ...found]))
      .catch((failure: Error) => Message.error(failure.message));
    return () => {
      active = false;
    };
  }, [unnamedKey, users]);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setLoading(true);
      users({ keyword: keyword.trim() || undefined })
        .then((found) => {
          setOptions(found);
          setKnown((current) => [...current, ...found.filter((o) => !current.some((c) => c.value === o.value))]);
        })
        .catch((failure: Error) => Message.error(failure.message))
        .finally(() => setLoading(false));
    }, SEARCH_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const shown = [...known.filter((o) => value.includes(o.value)), ...options.filter((o) => !value.includes(o.value))];
  return (
    <Select
      mode="multiple" showSearch filterOption={false} allowClear value={value} onChange={(next: string[]) => onChange(next)}
      onSearch={search} onFocus={() => options.length === 0 && search('')} loading={loading} error={error}
      placeholder={t('flowTypes.settingsEditor.searchUsers')} options={shown} data-testid={testId}
    />
  );
}
