import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { getTaskDetail } from '../../../app/api/workflow-task.ts';
import { useFlowForm } from '../shared/use-flow-form.ts';

const SWR_OPTIONS = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false };

/** The task (GET /runtime/task/v1/get) and its node's form: the definition by the node's form key, the bo by the alias the task names. */
export function useTaskSource(taskId: string) {
  const { api } = useServices();
  const { i18n } = useTranslation();
  const detail = useSWR(['taskDetail', taskId, i18n.language], () => getTaskDetail(api, taskId), SWR_OPTIONS);
  const { form, error: formError } = useFlowForm(detail.data && { formKey: detail.data.form, boAlias: detail.data.boAlias });
  const error = (detail.error as Error | undefined) ?? formError;
  const ready = detail.data !== undefined && form !== undefined;
  return {
    error,
    detail: ready ? detail.data : undefined,
    form: ready ? form : null,
    reload: () => detail.mutate(),
  };
}
