import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { getForm } from '../../../app/api/form-records.ts';
import { useServices } from '../../../app/shell/services.tsx';
import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import type { FieldRight, FormDefinition } from '../../../common/definitions/kinds/form.ts';
import type { DictItems } from '../../../engine/form/form-source.ts';

export interface FlowForm {
  definition: FormDefinition;
  bo: BoDefinition;
  dicts: DictItems;
  /** The caller's rights on the form's fields (by role): a field the form hides from them stays hidden in the flow too. */
  rights: Record<string, FieldRight>;
  /** The values a new record starts with (defaults the server fills in). */
  data: Record<string, unknown>;
}

const SWR_OPTIONS = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false };

/**
 * A flow's form (getForm in add mode: definition, bo, dictionaries, the caller's rights): the definition by the form
 * key and the bo by its alias, both as the server's read names them (a form's key need not be its bo's alias);
 * nothing to load when the flow has no form.
 */
export function useFlowForm(form: { formKey: string | null; boAlias: string | null } | undefined) {
  const { api } = useServices();
  const { i18n } = useTranslation();
  const key = form?.formKey && form.boAlias ? ['flowForm', form.formKey, form.boAlias, i18n.language] : null;
  const loaded = useSWR(key, async (): Promise<FlowForm> => {
    const reply = await getForm(api, form!.formKey!, form!.boAlias!, { action: 'add' });
    return {
      definition: reply.form as unknown as FormDefinition, bo: reply.bo as unknown as BoDefinition, dicts: reply.dicts as DictItems,
      rights: reply.rights as Record<string, FieldRight>, data: reply.data,
    };
  }, SWR_OPTIONS);
  return {
    /** undefined while loading; null when the flow has no form. */
    form: form === undefined ? undefined : key === null ? null : loaded.data,
    error: loaded.error as Error | undefined,
  };
}
