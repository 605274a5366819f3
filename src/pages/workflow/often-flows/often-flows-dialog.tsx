import { useState } from 'react';
import { Button, Empty, Input, Message, Modal, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import { OFTEN_FLOW_LIMIT } from '../../../common/api/workflow.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { saveMyOftenFlows } from '../../../app/api/workflow-personal.ts';
import { addFlow, matchingFlows, removeFlow, type FlowEntry } from './often-flow-choice.ts';
import { useStartableFlows } from './use-startable-flows.ts';

interface Props {
  /** The caller's frequent flows as shown now (saved, or the system default). */
  initial: FlowEntry[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Mount it to open it. Two lists: every flow the caller may start (searchable) and the caller's frequent
 * flows (at most 20). Save keeps the chosen order; saving none asks first, then resets to the system default.
 */
export function OftenFlowsDialog({ initial, onClose, onSaved }: Props) {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const startable = useStartableFlows(true);
  const [chosen, setChosen] = useState<FlowEntry[]>(initial);
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);

  const add = (flow: FlowEntry) => {
    const outcome = addFlow(chosen, flow);
    if ('refused' in outcome) Message.warning(t('personal.often.limit'));
    else setChosen(outcome.list);
  };
  const persist = async (keys: string[]) => {
    setSaving(true);
    try {
      Message.success((await saveMyOftenFlows(api, keys)).message);
      onSaved();
    } catch (error) {
      Message.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const save = () => {
    if (chosen.length > 0) {
      void persist(chosen.map((flow) => flow.defKey));
      return;
    }
    Modal.confirm({
      title: t('personal.often.resetConfirmTitle'), content: t('personal.often.resetConfirm'),
      okText: t('personal.ok'), cancelText: t('personal.cancel'), onOk: () => persist([]),
    });
  };

  const isChosen = (defKey: string) => chosen.some((flow) => flow.defKey === defKey);
  const shown = matchingFlows(startable.data ?? [], search);
  return (
    <Modal
      visible
      title={t('personal.often.settingsTitle')}
      style={{ width: 760 }}
      onCancel={onClose}
      maskClosable={false}
      footer={(
        <>
          <Button data-testid="often-cancel" onClick={onClose}>{t('personal.cancel')}</Button>
          <Button type="primary" loading={saving} data-testid="often-save" onClick={save}>{t('personal.save')}</Button>
        </>
      )}
    >
      <div className="pp-often-dialog" data-testid="often-flows-dialog">
        <section className="pp-often-pane">
          <header>{t('personal.often.allFlows')}</header>
          <Input.Search allowClear placeholder={t('personal.often.searchPlaceholder')} value={search} onChange={setSearch} data-testid="often-search" />
          <div className="pp-often-items" data-testid="often-all">
            {startable.isLoading && <Spin />}
            {!startable.isLoading && shown.length === 0 && <Empty description={t('personal.often.noMatch')} />}
            {shown.map((flow) => (
              <div key={flow.defKey} className="pp-often-item" data-testid={`often-all-${flow.defKey}`}>
                <span>{flow.name}</span>
                <Button size="mini" type="text" disabled={isChosen(flow.defKey)} data-testid={`often-add-${flow.defKey}`} onClick={() => add(flow)}>
                  {t('personal.often.addFlow')}
                </Button>
              </div>
            ))}
          </div>
        </section>
        <section className="pp-often-pane">
          <header>
            {t('personal.often.myFlows')}
            <span className="pp-often-count" data-testid="often-count">{t('personal.often.count', { count: chosen.length, limit: OFTEN_FLOW_LIMIT })}</span>
          </header>
          <div className="pp-often-items" data-testid="often-mine">
            {chosen.length === 0 && <Empty description={t('personal.often.noFlows')} />}
            {chosen.map((flow) => (
              <div key={flow.defKey} className="pp-often-item" data-testid={`often-mine-${flow.defKey}`}>
                <span>{flow.name}</span>
                <Button size="mini" type="text" status="danger" data-testid={`often-remove-${flow.defKey}`} onClick={() => setChosen(removeFlow(chosen, flow.defKey))}>
                  {t('personal.often.removeFlow')}
                </Button>
              </div>
            ))}
          </div>
        </section>
      </div>
    </Modal>
  );
}
