import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { Alert, Button, Form, Input, InputNumber, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { getApprovalItem, saveApprovalItem } from '../../../app/api/workflow-personal.ts';
import { DetailView } from '../shared/detail-view.tsx';
import { FormFrame } from '../shared/form-frame.tsx';
import { useFlowOptions } from '../shared/use-flow-options.ts';
import { useSubmit } from '../shared/use-submit.ts';

const LIST = '/v-personal/v-approvalItem';
const MAX_LENGTH = 500;

interface Values {
  expression: string;
  scope: 'all' | 'flow';
  defKey?: string;
  sn?: number;
}

/** /approvalItem/approvalItemAdd, approvalItemEdit/:id, approvalItemGet/:id: one approval phrase, for every flow or one. */
export function ApprovalItemFormPage({ mode }: { mode: 'add' | 'edit' | 'get' }) {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const { id } = useParams();
  const [form] = Form.useForm<Values>();
  const flows = useFlowOptions();
  const read = useSWR(mode !== 'add' && id ? ['personal-approval-item', id] : null, () => getApprovalItem(api, id!));
  const { error, saving, submit } = useSubmit(LIST, 'personalApprovalItems');
  const readOnly = mode === 'get' || read.data?.isPublic === true;
  const scope = Form.useWatch('scope', form) as Values['scope'] | undefined;

  useEffect(() => {
    if (read.data) form.setFieldsValue({ expression: read.data.expression, scope: read.data.defKey ? 'flow' : 'all', defKey: read.data.defKey ?? undefined, sn: read.data.sn });
  }, [read.data, form]);

  const save = (values: Values) => submit(() => saveApprovalItem(api, {
    ...(mode === 'edit' && id ? { id: Number(id) } : {}),
    expression: values.expression.trim(),
    // Absent means every flow (an explicit null would be coerced to "").
    defKey: values.scope === 'flow' ? values.defKey : undefined,
    sn: values.sn ?? 0,
  }));

  const title = t(`personal.item.${mode === 'add' ? 'addTitle' : mode === 'edit' ? 'editTitle' : 'viewTitle'}`);
  return (
    <FormFrame testId="approval-item-form" title={title} backTo={LIST} loading={read.isLoading} error={error ?? (read.error as Error | undefined)?.message}>
      {mode === 'edit' && read.data?.isPublic && <Alert className="pp-personal-hint" type="warning" content={t('personal.item.publicReadonly')} />}
      {readOnly ? read.data && (
        <DetailView testId="approval-item-detail" editPath={read.data.isPublic ? undefined : `/approvalItem/approvalItemEdit/${read.data.id}`} rows={[
          { label: t('personal.item.expression'), value: <span data-testid="item-detail-expression">{read.data.expression}</span> },
          { label: t('personal.item.scope'), value: read.data.defKey ? flows.nameOf(read.data.defKey) : t('personal.item.scopeAll') },
          { label: t('personal.item.sn'), value: read.data.sn },
          { label: t('personal.item.owner'), value: t(read.data.isPublic ? 'personal.item.public' : 'personal.item.mine') },
        ]} />
      ) : (
        <Form<Values> form={form} className="pp-personal-form" layout="vertical" initialValues={{ scope: 'all', sn: 0 }} onSubmit={save}>
          <Form.Item label={t('personal.item.expression')} field="expression"
            rules={[
              { required: true, validator: (v: string | undefined, cb) => cb(v?.trim() ? undefined : t('personal.item.expressionRequired')) },
              { maxLength: MAX_LENGTH, message: t('personal.item.expressionTooLong') },
            ]}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} data-testid="item-expression" />
          </Form.Item>
          <Form.Item label={t('personal.item.scope')} field="scope">
            <Radio.Group data-testid="item-scope">
              <Radio value="all" data-testid="item-scope-all">{t('personal.item.scopeAll')}</Radio>
              <Radio value="flow" data-testid="item-scope-flow">{t('personal.item.scopeFlow')}</Radio>
            </Radio.Group>
          </Form.Item>
          {scope === 'flow' && (
            <Form.Item label={t('personal.item.flow')} field="defKey" rules={[{ required: true, message: t('personal.item.flowRequired') }]}>
              <Select options={flows.options} loading={flows.loading} showSearch data-testid="item-flow" />
            </Form.Item>
          )}
          <Form.Item label={t('personal.item.sn')} field="sn">
            <InputNumber min={0} max={10_000} precision={0} style={{ width: 160 }} data-testid="item-sn" />
          </Form.Item>
          <div className="pp-personal-form-footer">
            <Button type="primary" htmlType="submit" loading={saving} data-testid="form-save">{t('personal.save')}</Button>
          </div>
        </Form>
      )}
    </FormFrame>
  );
}
