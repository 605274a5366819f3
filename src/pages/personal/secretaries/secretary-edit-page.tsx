import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { Button, Form, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { getSecretary, saveSecretary } from '../../../app/api/workflow-personal.ts';
import { FormFrame } from '../shared/form-frame.tsx';
import { FlowScopeField, flowScopeRule, scopeForSave } from '../shared/flow-scope-field.tsx';
import { UserField, type PickedUser } from '../shared/user-field.tsx';
import { useSubmit } from '../shared/use-submit.ts';

const LIST = '/v-personal/v-secretary';

interface Values {
  secretary: PickedUser | null;
  defKeys: string[] | null;
  isEnabled: boolean;
}

/** /secretary/secretaryEdit[/:id]: names a secretary who handles the caller's tasks, for all flows or chosen ones. */
export function SecretaryEditPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const { id } = useParams();
  const [form] = Form.useForm<Values>();
  const read = useSWR(mode === 'edit' && id ? ['personal-secretary', id] : null, () => getSecretary(api, id!));
  const { error, saving, submit } = useSubmit(LIST, 'personalSecretaries');

  useEffect(() => {
    const row = read.data;
    if (row) form.setFieldsValue({ secretary: { id: Number(row.secretaryId), name: row.secretary }, defKeys: row.defKeys, isEnabled: row.isEnabled });
  }, [read.data, form]);

  const save = (values: Values) => submit(() => saveSecretary(api, {
    ...(mode === 'edit' && id ? { id: Number(id) } : {}),
    secretaryId: values.secretary!.id,
    defKeys: scopeForSave(values.defKeys),
    isEnabled: values.isEnabled,
  }));

  return (
    <FormFrame testId="secretary-form" title={t(`personal.secretary.${mode === 'add' ? 'addTitle' : 'editTitle'}`)} backTo={LIST}
      loading={read.isLoading} error={error ?? (read.error as Error | undefined)?.message}>
      <Form<Values> form={form} className="pp-personal-form" layout="vertical" onSubmit={save} initialValues={{ secretary: null, defKeys: null, isEnabled: true }}>
        <Form.Item label={t('personal.secretary.secretary')} field="secretary" required
          rules={[{ validator: (v: PickedUser | null | undefined, cb) => cb(v ? undefined : t('personal.secretary.secretaryRequired')) }]}>
          <UserField id="secretary-user" title={t('personal.secretary.secretary')} value={null} onChange={() => undefined} />
        </Form.Item>
        <Form.Item label={t('personal.secretary.flows')} field="defKeys"
          rules={[flowScopeRule(t('personal.flowsRequired'))]}>
          <FlowScopeField id="secretary-flows" value={null} onChange={() => undefined} />
        </Form.Item>
        <Form.Item label={t('personal.enabled')} field="isEnabled" triggerPropName="checked">
          <Switch data-testid="secretary-enabled" />
        </Form.Item>
        <div className="pp-personal-form-footer">
          <Button type="primary" htmlType="submit" loading={saving} data-testid="form-save">{t('personal.save')}</Button>
        </div>
      </Form>
    </FormFrame>
  );
}
