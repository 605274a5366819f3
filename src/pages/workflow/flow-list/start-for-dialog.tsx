import { useState } from 'react';
import { Modal, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Leader } from '../../../app/api/workflow-lists.ts';

/** A secretary picks whom to start the flow for: themself (0) or one of their leaders; none picked: 请选择一个发起人. */
export function StartForDialog({ flowName, leaders, onChoose, onCancel }: {
  flowName: string;
  leaders: Leader[];
  onChoose: (leaderId: string | number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('workflow');
  const [picked, setPicked] = useState<string | undefined>();
  const [missing, setMissing] = useState(false);
  const ok = () => {
    if (picked === undefined) setMissing(true);
    else onChoose(picked);
  };
  return (
    <Modal visible title={`${t('lists.flows.chooseInitiatorTitle')} - ${flowName}`} onOk={ok} onCancel={onCancel} unmountOnExit data-testid="start-for-dialog"
      okButtonProps={{ 'data-testid': 'start-for-ok' } as object}>
      <p className="pp-flow-muted">{t('lists.flows.chooseInitiatorHint')}</p>
      <Radio.Group direction="vertical" value={picked} onChange={(value: string) => { setPicked(value); setMissing(false); }}>
        <Radio value="0" data-testid="start-for-0">{t('lists.flows.myself')}</Radio>
        {leaders.map((leader) => <Radio key={leader.id} value={leader.id} data-testid={`start-for-${leader.id}`}>{leader.name}</Radio>)}
      </Radio.Group>
      {missing ? <div className="pp-flow-error" role="alert" data-testid="start-for-missing">{t('lists.flows.pickOne')}</div> : null}
    </Modal>
  );
}
