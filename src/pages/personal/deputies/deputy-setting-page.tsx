import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { Button, Form } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { listDeputies, saveDeputy } from '../../../app/api/workflow-personal.ts';
import { FormFrame } from '../shared/form-frame.tsx';
import { UserField, type PickedUser } from '../shared/user-field.tsx';
import { useSubmit } from '../shared/use-submit.ts';
import { DEPUTIES } from './deputy-page.tsx';

const LIST = '/v-personal/v-bpmDeputy';

interface Values {
  deputy: PickedUser | null;
}

/** /bpmDeputy/bpmDeputySetting[/:id]: chooses the caller's deputy (saving replaces the current one). */
export function DeputySettingPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const { id } = useParams();
  const [form] = Form.useForm<Values>();
  const read = useSWR(mode === 'edit' ? [DEPUTIES] : null, () => listDeputies(api, { pageBean: { page: 1, pageSize: 10 } }));
  const { error, saving, submit } = useSubmit(LIST, DEPUTIES);
  const current = read.data?.rows.find((row) => row.id === id);

  useEffect(() => {
    if (current) form.setFieldsValue({ deputy: { id: Number(current.agentId), name: current.agentName } });
  }, [current, form]);

  return (
    <FormFrame testId="deputy-form" title={t('personal.deputy.settingTitle')} backTo={LIST} loading={read.isLoading}
      error={error ?? (read.error as Error | undefined)?.message}>
      <Form<Values> form={form} className="pp-personal-form" layout="vertical" initialValues={{ deputy: null }}
        onSubmit={(values) => submit(() => saveDeputy(api, values.deputy!.id))}>
        <Form.Item label={t('personal.deputy.deputy')} field="deputy" required
          rules={[{ validator: (v: PickedUser | null | undefined, cb) => cb(v ? undefined : t('personal.deputy.deputyRequired')) }]}>
          <UserField id="deputy-user" title={t('personal.deputy.deputy')} value={null} onChange={() => undefined} />
        </Form.Item>
        <div className="pp-personal-form-footer">
          <Button type="primary" htmlType="submit" loading={saving} data-testid="form-save">{t('personal.save')}</Button>
        </div>
      </Form>
    </FormFrame>
  );
}
