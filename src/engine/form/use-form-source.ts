import { useMemo } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useEngineData } from '../provider/engine-provider.tsx';
import type { FieldRight, FormDefinition } from '../../common/definitions/kinds/form.ts';
import type { BoDefinition } from '../../common/definitions/kinds/bo.ts';
import type { DictItems, FormMode, FormSource } from './form-source.ts';
import { prefillFromQuery } from './prefill.ts';

export interface FormSourceInput {
  formKey?: string;
  boAlias?: string;
  id?: string;
  action: FormMode;
  /** Opens one of the caller's drafts: its data replaces the record's. */
  draftId?: string;
  /** Preview / workflow: the definition itself instead of loading it by key. */
  definition?: FormDefinition;
  bo?: BoDefinition;
  data?: Record<string, unknown>;
  dicts?: DictItems;
  /** With a definition passed in: the version of the record `id` that `data` was read at (the base of its save). */
  version?: number;
  /** A new record's values from its page's query (a list row's link to `add`): the form's own editable fields only. */
  prefill?: Readonly<Record<string, string>>;
}

export type SourceState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; source: FormSource; draftId?: string; reload?: () => Promise<unknown> };

const SWR_OPTIONS = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false, keepPreviousData: true };

/** The form to draw: loaded with getForm (and the draft when given), or the definition passed in. */
export function useFormSource(input: FormSourceInput): SourceState {
  const engineData = useEngineData();
  const { i18n } = useTranslation();
  const given = input.definition && input.bo;
  const key = !given && input.formKey && input.boAlias ? ['getForm', input.formKey, input.boAlias, input.id ?? '', input.action, i18n.language] : null;
  const hasKey = key !== null;
  const form = useSWR(key, () => engineData.getForm(input.formKey!, input.boAlias!, { id: input.id, action: input.action }), SWR_OPTIONS);
  const draft = useSWR(!given && input.draftId ? ['draft', input.draftId] : null, () => engineData.getDraft(input.draftId!), SWR_OPTIONS);

  const { definition, bo, data, dicts, id, action, draftId, formKey, version, prefill } = input;
  const { mutate } = form;
  return useMemo((): SourceState => {
    if (definition && bo) {
      return {
        status: 'ready',
        source: { form: definition, bo, rights: {}, dicts: dicts ?? {}, data: data ?? {}, id: id ?? null, version: version ?? null, readonly: action === 'get' },
      };
    }
    const failure = form.error ?? draft.error;
    if (failure) return { status: 'error', message: (failure as Error).message };
    if (!hasKey) return { status: 'error', message: formKey ?? '' };
    if (!form.data || (draftId && !draft.data)) return { status: 'loading' };
    const reply = form.data;
    const rights = reply.rights as Record<string, FieldRight>;
    const fresh = action === 'add' && !draft.data && prefill
      ? { ...reply.data, ...prefillFromQuery(reply.form as unknown as FormDefinition, rights, reply.dicts as DictItems, prefill) } : reply.data;
    return {
      status: 'ready',
      draftId,
      reload: () => mutate(),
      source: {
        form: reply.form as unknown as FormDefinition,
        bo: reply.bo as unknown as BoDefinition,
        rights,
        dicts: reply.dicts as DictItems,
        data: draft.data ? { ...reply.data, ...draft.data.data } : fresh,
        id: reply.id,
        version: reply.version,
        readonly: reply.readonly,
      },
    };
  }, [definition, bo, data, dicts, id, version, action, draftId, formKey, prefill, hasKey, form.data, form.error, mutate, draft.data, draft.error]);
}
