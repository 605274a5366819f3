import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Alert, Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import { getWatermark } from '../../../app/api/workflow-instance.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { FormViewContent, useFormController } from '../../../engine/form/index.ts';
import { Watermark } from '../task/watermark.tsx';
import '../task/task-page.css';
import { useFlowForm, type FlowForm } from '../shared/use-flow-form.ts';

const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false };

/** The instance's form (key and bo as the instance read names them), read-only, with its data and the viewer's watermark (name, account, date). */
export function InstanceForm({ instId, formKey, boAlias, data }: { instId: string; formKey: string | null; boAlias: string | null; data: Record<string, unknown> }) {
  const { t } = useTranslation('workflow');
  const { form, error } = useFlowForm({ formKey, boAlias });
  if (error) return <Alert type="error" data-testid="inst-form-error" content={t('inst.view.loadFailed', { message: error.message })} />;
  if (form === undefined) return <Spin />;
  if (form === null) return <Empty description={t('inst.view.noForm')} />;
  return <ReadOnlyForm instId={instId} form={form} data={data} />;
}

function ReadOnlyForm({ instId, form, data }: { instId: string; form: FlowForm; data: Record<string, unknown> }) {
  const { api } = useServices();
  // Read-only; a field the form hides from the viewer stays hidden.
  const controller = useFormController({ definition: form.definition, bo: form.bo, dicts: form.dicts, data, action: 'get', rightsOverride: form.rights });
  const mark = useSWR(['watermark', instId], () => getWatermark(api, instId), SWR_OPTIONS);
  const content = <FormViewContent controller={controller} toolbar={false} drafts={false} />;
  return mark.data ? <Watermark text={mark.data.text}>{content}</Watermark> : content;
}
