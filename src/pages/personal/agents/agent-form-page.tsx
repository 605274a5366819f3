import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { Button, DatePicker, Form, Input, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { getAgent, saveAgent } from '../../../app/api/workflow-personal.ts';
import { DetailView } from '../shared/detail-view.tsx';
import { FormFrame } from '../shared/form-frame.tsx';
import { FlowScopeField, flowScopeRule, FlowScopeText, scopeForSave } from '../shared/flow-scope-field.tsx';
import { UserField, type PickedUser } from '../shared/user-field.tsx';
import { useSubmit } from '../shared/use-submit.ts';
import { defaultPeriod, localMinute, MINUTE_FORMAT, periodProblem, toIso } from './agent-form-rules.ts';

const LIST = '/v-personal/v-agent';

interface Values {
  agent: PickedUser | null;
  subject?: string;
  startDate?: string;
  endDate?: string;
  defKeys: string[] | null;
  isEnabled: boolean;
}

/** /agent/agentAdd, agentEdit/:id, agentGet/:id: an agent rule — agent, period, flows (all or chosen), enabled. */
export function AgentFormPage({ mode }: { mode: 'add' | 'edit' | 'get' }) {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const { id } = useParams();
  const [form] = Form.useForm<Values>();
  const [now] = useState(() => new Date());
  const read = useSWR(mode !== 'add' && id ? ['personal-agent', id] : null, () => getAgent(api, id!));
  const { error, saving, submit } = useSubmit(LIST, 'personalAgents');
  const readOnly = mode === 'get';

  useEffect(() => {
    const row = read.data;
    if (row) {
      form.setFieldsValue({
        agent: { id: Number(row.agentId), name: row.agent }, subject: row.subject, startDate: localMinute(row.startDate), endDate: localMinute(row.endDate),
        defKeys: row.defKeys, isEnabled: row.isEnabled,
      });
    }
  }, [read.data, form]);

  const periodRule = (which: 'startDate' | 'endDate') => ({
    validator: (_value: unknown, cb: (message?: string) => void) => {
      const problem = periodProblem(form.getFieldValue('startDate') as string | undefined, form.getFieldValue('endDate') as string | undefined, mode === 'add', now);
      // Each end reports what concerns it: the end field owns order and expiry.
      cb(problem && (which === 'endDate' || problem === 'datesRequired') ? t(`personal.agent.${problem}`) : undefined);
    },
  });

  const save = (values: Values) => submit(() => saveAgent(api, {
    ...(mode === 'edit' && id ? { id: Number(id) } : {}),
    agentId: values.agent!.id,
    subject: values.subject?.trim() ?? '',
    startDate: toIso(values.startDate!),
    endDate: toIso(values.endDate!),
    defKeys: scopeForSave(values.defKeys),
    isEnabled: values.isEnabled,
  }));

  const title = t(`personal.agent.${mode === 'add' ? 'addTitle' : mode === 'edit' ? 'editTitle' : 'viewTitle'}`);
  return (
    <FormFrame testId="agent-form" title={title} backTo={LIST} loading={read.isLoading} error={error ?? (read.error as Error | undefined)?.message}>
      {readOnly ? read.data && (
        <DetailView testId="agent-detail" editPath={`/agent/agentEdit/${read.data.id}`} rows={[
          { label: t('personal.agent.agent'), value: read.data.agent },
          { label: t('personal.agent.subject'), value: read.data.subject },
          { label: t('personal.agent.startDate'), value: localMinute(read.data.startDate) },
          { label: t('personal.agent.endDate'), value: localMinute(read.data.endDate) },
          { label: t('personal.agent.flows'), value: <FlowScopeText keys={read.data.defKeys} /> },
          { label: t('personal.status'), value: t(read.data.isEnabled ? 'personal.enabled' : 'personal.disabled') },
        ]} />
      ) : (
        <Form<Values> form={form} className="pp-personal-form" layout="vertical" onSubmit={save}
          initialValues={{ agent: null, defKeys: null, isEnabled: true, ...(mode === 'add' ? defaultPeriod(now) : {}) }}>
          <Form.Item label={t('personal.agent.agent')} field="agent" required
            rules={[{ validator: (v: PickedUser | null | undefined, cb) => cb(v ? undefined : t('personal.agent.agentRequired')) }]}>
            <UserField id="agent-user" title={t('personal.agent.agent')} value={null} onChange={() => undefined} />
          </Form.Item>
          <Form.Item label={t('personal.agent.subject')} field="subject" rules={[{ maxLength: 200 }]}>
            <Input data-testid="agent-subject" />
          </Form.Item>
          <Form.Item label={t('personal.agent.startDate')} field="startDate" required rules={[periodRule('startDate')]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE_FORMAT} style={{ width: 240 }} data-testid="agent-start"
              onChange={() => void form.validate(['endDate']).catch(() => undefined)} />
          </Form.Item>
          <Form.Item label={t('personal.agent.endDate')} field="endDate" required rules={[periodRule('endDate')]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE_FORMAT} style={{ width: 240 }} data-testid="agent-end" />
          </Form.Item>
          <Form.Item label={t('personal.agent.flows')} field="defKeys"
            rules={[flowScopeRule(t('personal.flowsRequired'))]}>
            <FlowScopeField id="agent-flows" value={null} onChange={() => undefined} />
          </Form.Item>
          <Form.Item label={t('personal.enabled')} field="isEnabled" triggerPropName="checked">
            <Switch data-testid="agent-enabled" />
          </Form.Item>
          <div className="pp-personal-form-footer">
            <Button type="primary" htmlType="submit" loading={saving} data-testid="form-save">{t('personal.save')}</Button>
          </div>
        </Form>
      )}
    </FormFrame>
  );
}
