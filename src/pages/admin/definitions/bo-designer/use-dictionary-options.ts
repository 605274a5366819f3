import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { listDictTypes } from '../../../../app/api/dict-admin.ts';
import { useServices } from '../../../../app/shell/services.tsx';
import { TABLE_DICT_NAMES } from '../../../../common/enums/table-dicts.ts';
import type { Language } from '../../../../common/i18n/languages.ts';

export interface DictionaryOption { value: string; label: string }

/** The tenant's dictionaries a dict field may name (the dictionary screen's list, and the table dictionaries), by name. */
export function useDictionaryOptions(): DictionaryOption[] {
  const { api } = useServices();
  const { i18n } = useTranslation();
  const lang = i18n.language as Language;
  const types = useSWR(['admin-dict-types'], () => listDictTypes(api));
  const name = (label: { 'zh-CN': string; 'en-US'?: string }) => (lang === 'en-US' && label['en-US']) || label['zh-CN'];
  return [
    ...(types.data ?? []).map((row) => ({ value: row.typeKey, label: `${name(row.name)} (${row.typeKey})` })),
    ...Object.entries(TABLE_DICT_NAMES).map(([typeKey, label]) => ({ value: typeKey, label: `${label[lang] ?? label['zh-CN']} (${typeKey})` })),
  ];
}
