import { useMemo } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { getDefinitionVersion, listDefinitions } from '../../../app/api/definitions.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { resolveLabel, type Label } from '../../../common/definitions/label.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { CodeOption } from './use-directory-options.ts';

const SWR_OPTIONS = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false };

/** The tenant's forms (by key), and the fields of `formKey`'s business object (by name) that field rights name. */
export function useFormChoices(formKey: string | undefined): { forms: CodeOption[]; fields: CodeOption[] } {
  const { api } = useServices();
  const { i18n } = useTranslation();
  const lang = (i18n.language.startsWith('en') ? 'en-US' : 'zh-CN') as Language;
  const forms = useSWR(['admin-settings-forms'], () => listDefinitions(api, 'form'), SWR_OPTIONS);
  const fields = useSWR(formKey ? ['admin-settings-form-fields', formKey] : null, async () => {
    const form = await getDefinitionVersion(api, 'form', formKey!);
    const bo = await getDefinitionVersion(api, 'bo', String(form.body.boAlias));
    return (bo.body.fields ?? []) as { name: string; label: Label }[];
  }, SWR_OPTIONS);
  return {
    forms: useMemo(() => (forms.data ?? []).map((f) => ({ value: f.key, label: `${f.name} (${f.key})` })), [forms.data]),
    fields: useMemo(() => (fields.data ?? []).map((f) => ({ value: f.name, label: `${resolveLabel(f.label, lang)} (${f.name})` })), [fields.data, lang]),
  };
}
