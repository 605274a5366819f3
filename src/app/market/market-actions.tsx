import { useState } from 'react';
import { Checkbox, Form, Input, InputTag, Message, Modal, Select, Spin } from '@arco-design/web-react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { RowAction, RowActionContext } from '../../engine/list/extensions/types.ts';
import type { TemplateRow } from '../../common/api/template-types.ts';
import { useEngineData } from '../../engine/provider/engine-provider.tsx';
import type { ApiClient } from '../api/client.ts';
import { useDialogSubmit } from '../api/use-dialog-submit.ts';

interface Reply { state: boolean; message: string }
type Props = RowActionContext & { onClose: () => void; api: ApiClient };

const post = (api: ApiClient, path: string, body: unknown, query?: Record<string, string | number>) =>
  api.request<Reply>('front', path, { method: 'POST', body, ...(query ? { query } : {}) });
const rowKey = (row: TemplateRow) => ({ id: Number(row.id), version: Number(row.version) });

/** A state change of the row at the version the list showed; the server applies every rule (409 naming the state). */
const move = (api: ApiClient, path: string, status: string): RowAction => ({
  run: async ({ row, reload }) => {
    const reply = await post(api, path, { ...rowKey(row), status });
    Message.success(reply.message);
    reload();
  },
});

const listOf = (value: unknown) => (Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? value.split(/[,，]/) : []);

/** 标签: the result's labels (update/labels). */
function LabelsDialog({ row, reload, onClose, api }: Props) {
  const { t } = useTranslation('market');
  const [labels, setLabels] = useState<string[]>(() => listOf(row.labels).map((l) => l.trim()).filter(Boolean));
  const { busy, submit } = useDialogSubmit(() => { onClose(); reload(); });
  return (
    <Modal visible title={t('labelsTitle')} onCancel={onClose} confirmLoading={busy} unmountOnExit data-testid="result-labels-dialog"
      onOk={() => submit(() => post(api, '/api/patentResult/v1/update/labels', { ...rowKey(row), labels }))}>
      <InputTag allowClear saveOnBlur value={labels} onChange={(v) => setLabels(v.map(String))} placeholder={t('labelsHint')} data-testid="result-labels" />
    </Modal>
  );
}

/** 分类: the result's classifications (update/classifications), from the resultClass dictionary. */
function ClassesDialog({ row, reload, onClose, api }: Props) {
  const { t, i18n } = useTranslation('market');
  const data = useEngineData();
  const dict = useSWR(['dict', 'resultClass', i18n.language], () => data.getDictionary('resultClass'));
  const [keys, setKeys] = useState<string[]>(() => listOf(row.classList));
  const { busy, submit } = useDialogSubmit(() => { onClose(); reload(); });
  return (
    <Modal visible title={t('classesTitle')} onCancel={onClose} confirmLoading={busy} unmountOnExit data-testid="result-classes-dialog"
      onOk={() => submit(() => post(api, '/api/patentResult/v1/update/classifications', { ...rowKey(row), classKeys: keys }))}>
      {dict.data ? (
        <Checkbox.Group value={keys} onChange={(v: string[]) => setKeys(v)} direction="vertical"
          options={dict.data.map((d) => ({ label: d.name, value: d.key }))} />
      ) : <Spin />}
    </Modal>
  );
}

interface Suggestion { id: number; title: string; applicationNo: string; shared: number; matched: boolean }

/** 匹配成果: the published results matched to a need (saveNeedPatents), those sharing its fields offered first. */
function MatchDialog({ row, reload, onClose, api }: Props) {
  const { t } = useTranslation('market');
  const suggestions = useSWR(['needSuggest', row.id], () => api.request<Suggestion[]>('front', '/businessNeeds/v1/suggest', { query: { needId: Number(row.id) } }));
  const [chosen, setChosen] = useState<number[] | null>(null);
  const value = chosen ?? (suggestions.data ?? []).filter((s) => s.matched).map((s) => s.id);
  const { busy, submit } = useDialogSubmit(() => { onClose(); reload(); });
  return (
    <Modal visible title={t('matchTitle')} onCancel={onClose} confirmLoading={busy} unmountOnExit data-testid="need-match-dialog"
      onOk={() => submit(() => post(api, '/businessNeeds/v1/saveNeedPatents', { resultIds: value, version: Number(row.version) }, { needId: Number(row.id) }))}>
      <Form layout="vertical">
        <Form.Item label={t('matchResults')} extra={t('matchHint')}>
          <Select mode="multiple" allowClear value={value} onChange={(v: number[]) => setChosen(v)} loading={!suggestions.data} data-testid="need-match-select"
            options={(suggestions.data ?? []).map((s) => ({
              value: s.id, label: `${s.title}（${s.applicationNo}）${s.shared ? ` · ${t('matchShared', { count: s.shared })}` : ''}`,
            }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 签约: the contract number, then update/status signed. */
function SignDialog({ row, reload, onClose, api }: Props) {
  const { t } = useTranslation('market');
  const [contractNo, setContractNo] = useState(typeof row.contractNo === 'string' ? row.contractNo : '');
  const { busy, submit } = useDialogSubmit(() => { onClose(); reload(); });
  return (
    <Modal visible title={t('signTitle')} onCancel={onClose} confirmLoading={busy} unmountOnExit data-testid="order-sign-dialog"
      onOk={() => submit(() => post(api, '/patentOrder/v1/update/status', { ...rowKey(row), status: 'signed', contractNo }))}>
      <Form layout="vertical">
        <Form.Item label={t('contractNo')} required>
          <Input value={contractNo} onChange={setContractNo} maxLength={60} data-testid="order-contract-no" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The row actions of 成果发布 (cgfb), 企业需求 (qyxq) and 交易订单 (jydd), bound to the API client. */
export function marketActions(api: ApiClient): Record<string, RowAction> {
  const dialog = (Body: (props: Props) => React.ReactNode): RowAction => ({ Dialog: (props) => <Body {...props} api={api} /> });
  const result = '/api/patentResult/v1/update/status';
  return {
    resultSubmit: move(api, result, 'reviewing'),
    resultReject: move(api, result, 'draft'),
    resultPublish: move(api, result, 'published'),
    resultWithdraw: move(api, result, 'withdrawn'),
    resultPublishBatch: {
      run: async ({ row, reload }) => {
        Message.success((await post(api, '/api/patentResult/v1/publish/batch', { items: [rowKey(row)] })).message);
        reload();
      },
      runMany: async ({ rows, reload }) => {
        Message.success((await post(api, '/api/patentResult/v1/publish/batch', { items: rows.map(rowKey) })).message);
        reload();
      },
    },
    resultLabels: dialog(LabelsDialog),
    resultClasses: dialog(ClassesDialog),
    needMatch: dialog(MatchDialog),
    needClose: move(api, '/businessNeeds/v1/update/status', 'closed'),
    needCancel: move(api, '/businessNeeds/v1/update/status', 'cancelled'),
    needReopen: move(api, '/businessNeeds/v1/update/status', 'open'),
    orderSign: dialog(SignDialog),
    orderPay: move(api, '/patentOrder/v1/update/status', 'paid'),
    orderComplete: move(api, '/patentOrder/v1/update/status', 'completed'),
    orderCancel: move(api, '/patentOrder/v1/update/status', 'cancelled'),
  };
}
