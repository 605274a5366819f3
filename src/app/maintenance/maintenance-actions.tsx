import { useState } from 'react';
import { DatePicker, Form, Input, Message, Modal } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { RowAction, RowActionContext } from '../../engine/list/extensions/types.ts';
import type { ApiClient } from '../api/client.ts';
import { useDialogSubmit } from '../api/use-dialog-submit.ts';
import { chinaToday } from '../../common/patents/annual-fees/plain-date.ts';
import { FeeReductionDialog } from './fee-reduction-dialog.tsx';

interface Reply { state: boolean; message: string }

/** POST /api/patentkeep/v1/update/status: the decision of the row's fee at the version the list showed. */
function decide(api: ApiClient, row: RowActionContext['row'], status: 'consulting' | 'keep' | 'abandon') {
  return api.request<Reply>('front', '/api/patentkeep/v1/update/status', { method: 'POST', body: { id: Number(row.id), status, version: Number(row.version) } });
}

const decision = (api: ApiClient, status: 'consulting' | 'keep' | 'abandon'): RowAction => ({
  run: async ({ row, reload }) => {
    const reply = await decide(api, row, status);
    Message.success(reply.message);
    reload();
  },
});

/** 登记缴费: the payment date, receipt number; the server computes the amount due for that date (surcharge included). */
function PayDialog({ row, reload, onClose, api }: RowActionContext & { onClose: () => void; api: ApiClient }) {
  const { t } = useTranslation('patents');
  const [paidDate, setPaidDate] = useState(chinaToday());
  const [receiptNo, setReceiptNo] = useState('');
  const { busy, submit: send } = useDialogSubmit(() => { onClose(); reload(); });
  const submit = () => send(() => api.request<Reply>('front', '/api/patentkeep/v1/update/feePaid', {
    method: 'POST', body: { id: Number(row.id), version: Number(row.version), paidDate, receiptNo },
  }));
  return (
    <Modal visible title={t('keepPayTitle')} onOk={submit} onCancel={onClose} confirmLoading={busy} data-testid="keep-pay-dialog" unmountOnExit>
      <Form layout="vertical">
        <Form.Item label={t('keepPayTotal')}>
          <span data-testid="keep-pay-total">{String(row.totalDue ?? '')}</span>
        </Form.Item>
        <Form.Item label={t('keepPayDate')} required>
          <DatePicker value={paidDate} onChange={(v) => setPaidDate(String(v))} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('keepPayReceipt')} required>
          <Input value={receiptNo} onChange={setReceiptNo} maxLength={50} data-testid="keep-pay-receipt" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 节假日 (jjr): removes the row's day at the version the list showed; the server recomputes the deadlines it moved. */
const removeHoliday = (api: ApiClient): RowAction => ({
  run: async ({ row, reload }) => {
    const reply = await api.request<Reply>('front', '/api/patentkeep/v1/holiday/remove', { method: 'POST', body: { id: Number(row.id), version: Number(row.version) } });
    Message.success(reply.message);
    reload();
  },
});

/** The row actions of 年费维护 (template nfwh) and 节假日 (jjr), bound to the API client; the server applies every rule. */
export function maintenanceActions(api: ApiClient): Record<string, RowAction> {
  return {
    keepConsult: decision(api, 'consulting'),
    keepKeep: decision(api, 'keep'),
    keepAbandon: decision(api, 'abandon'),
    keepPay: { Dialog: (props) => <PayDialog {...props} api={api} /> },
    keepReduction: { Dialog: (props) => <FeeReductionDialog {...props} api={api} /> },
    holidayRemove: removeHoliday(api),
  };
}
