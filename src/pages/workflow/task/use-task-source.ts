import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { getForm } from '../../../app/api/form-records.ts';
import { getTaskDetail } from '../../../app/api/workflow-task.ts';
import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import type { FieldRight, FormDefinition } from '../../../common/definitions/kinds/form.ts';
import type { DictItems } from '../../../engine/form/form-source.ts';
import type { TaskForm } from './task-workspace.tsx';

const SWR_OPTIONS = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false };

/**
 * The task (GET /runtime/task/v1/get) and the definition of its node's form. The flows' forms are stored under the
 * key of their business object, so the form key is also the bo alias getForm checks against.
 */
export function useTaskSource(taskId: string) {
  const { api } = useServices();
  const { i18n } = useTranslation();
  const detail = useSWR(['taskDetail', taskId, i18n.language], () => getTaskDetail(api, taskId), SWR_OPTIONS);
  const formKey = detail.data?.form ?? null;
  const form = useSWR(formKey ? ['taskForm', formKey, i18n.language] : null, async (): Promise<TaskForm> => {
    const reply = await getForm(api, formKey!, formKey!, { action: 'add' });
    return { definition: reply.form as unknown as FormDefinition, bo: reply.bo as unknown as BoDefinition, dicts: reply.dicts as DictItems, rights: reply.rights as Record<string, FieldRight> };
  }, SWR_OPTIONS);
  const error = (detail.error ?? form.error) as Error | undefined;
  const ready = detail.data !== undefined && (formKey === null || form.data !== undefined);
  return {
    error,
    detail: ready ? detail.data : undefined,
    form: ready && formKey ? form.data! : null,
    reload: () => detail.mutate(),
  };
}
