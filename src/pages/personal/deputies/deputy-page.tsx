import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { Alert, Button, Card, Descriptions, Message, Popconfirm } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { listDeputies, removeDeputies } from '../../../app/api/workflow-personal.ts';

import { DEPUTIES } from '../personal-forms.tsx';

/** v-bpmDeputy: the caller's deputy (副职; one per person), with set / change / remove. */
export function DeputyPage() {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const navigate = useNavigate();
  const read = useSWR([DEPUTIES], () => listDeputies(api, { pageBean: { page: 1, pageSize: 10 } }));
  const deputy = read.data?.rows[0];

  const remove = async () => {
    try {
      Message.success((await removeDeputies(api, [deputy!.id])).message);
    } catch (error) {
      Message.error((error as Error).message);
    }
    await read.mutate();
  };

  return (
    <Card bordered={false} title={t('personal.deputy.title')} data-testid="deputy-page" loading={read.isLoading}>
      <Alert className="pp-personal-hint" type="info" content={t('personal.deputy.hint')} />
      {read.error && <Alert className="pp-personal-hint" type="error" content={t('personal.loadFailed', { message: (read.error as Error).message })} />}
      <Descriptions className="pp-personal-form" column={1} border labelStyle={{ width: 140 }} data={[{ label: t('personal.deputy.current'), value: <span data-testid="deputy-name">{deputy?.agentName ?? t('personal.deputy.none')}</span> }]} />
      <div className="pp-personal-form-footer" style={{ marginTop: 16 }}>
        <Button type="primary" data-testid="deputy-set" onClick={() => navigate(deputy ? `/bpmDeputy/bpmDeputySetting/${deputy.id}` : '/bpmDeputy/bpmDeputySetting')}>
          {t(deputy ? 'personal.deputy.change' : 'personal.deputy.set')}
        </Button>
        {deputy && (
          <Popconfirm title={t('personal.confirmDelete')} okText={t('personal.ok')} cancelText={t('personal.cancel')} onOk={remove}>
            <Button status="danger" data-testid="deputy-remove">{t('personal.remove')}</Button>
          </Popconfirm>
        )}
      </div>
    </Card>
  );
}
