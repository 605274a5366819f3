import { useMemo } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { getInstanceDetail, getStartDraft, getStartForm, getStartView, type FlowStartView } from '../../../app/api/workflow-instance.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { useFlowForm, type FlowForm } from '../shared/use-flow-form.ts';

/** What a start route names: a flow version (or the main version of a key), and a draft to go on with or an instance to copy. */
export interface StartTarget {
  defId?: string;
  defKey?: string;
  draftId?: string;
  copyInstId?: string;
  /** The record the flow is started for (a list row's 发起流程: ?businessKey=id): the form opens with its data. */
  businessKey?: string;
}

export interface StartSource {
  view: FlowStartView;
  form: FlowForm | null;
  /** The data the form opens with: the form's defaults under the draft's, the copied instance's or the record's data. */
  data: Record<string, unknown>;
  /** Started for a record: how people name it (serial number, title; may be empty). */
  recordLabel?: string;
}

const SWR_OPTIONS = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false };

/** The flow (defGet / getJson), its start form and the data to open it with. */
export function useStartSource(target: StartTarget): { source?: StartSource; error?: Error } {
  const { api } = useServices();
  const { i18n } = useTranslation();
  const by = target.defId ? { defId: target.defId } : { defKey: target.defKey ?? '' };
  const view = useSWR(['startView', by, i18n.language], () => getStartView(api, by), SWR_OPTIONS);
  const draft = useSWR(target.draftId ? ['startDraft', target.draftId] : null, () => getStartDraft(api, target.draftId!), SWR_OPTIONS);
  const copied = useSWR(target.copyInstId ? ['instanceDetail', target.copyInstId] : null, () => getInstanceDetail(api, target.copyInstId!), SWR_OPTIONS);
  // A flow without a form has no record to fill from; the business key still goes with the start.
  const recordOf = target.businessKey && view.data?.boAlias ? { defKey: view.data.defKey, businessKey: target.businessKey, boAlias: view.data.boAlias } : null;
  const record = useSWR(recordOf ? ['startForm', recordOf, i18n.language] : null, () => getStartForm(api, recordOf!), SWR_OPTIONS);
  const { form, error: formError } = useFlowForm(view.data);
  const error = (view.error ?? draft.error ?? copied.error ?? record.error ?? formError) as Error | undefined;
  const waiting = !view.data || form === undefined || (target.draftId !== undefined && !draft.data) || (target.copyInstId !== undefined && !copied.data)
    || (recordOf !== null && !record.data);
  // One source per load: the form engine starts over when it is handed a new one.
  const source = useMemo(() => (waiting ? undefined : {
    view: view.data!, form: form ?? null, data: { ...form?.data, ...(draft.data?.data ?? copied.data?.data ?? record.data?.data ?? {}) },
    recordLabel: record.data?.recordLabel,
  }), [waiting, view.data, form, draft.data, copied.data, record.data]);
  return error ? { error } : { source };
}
