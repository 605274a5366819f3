import { useState } from 'react';
import { Form, Input, Modal, Radio } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { FEE_REDUCTIONS, type FeeReduction } from '../../common/api/maintenance-settings.ts';
import type { RowActionContext } from '../../engine/list/extensions/types.ts';
import type { ApiClient } from '../api/client.ts';
import { useDialogSubmit } from '../api/use-dialog-submit.ts';

interface Reply { state: boolean; message: string }

/** 费减比例: the reduction of the row's patent (0, 70 or 85 %); the server recomputes its open fees and audits the change. */
export function FeeReductionDialog({ row, reload, onClose, api }: RowActionContext & { onClose: () => void; api: ApiClient }) {
  const { t } = useTranslation('patents');
  const current = Number(row.feeReduction ?? 0);
  const [reduction, setReduction] = useState<FeeReduction>(FEE_REDUCTIONS.find((r) => r === current) ?? 0);
  const [reason, setReason] = useState('');
  const { busy, submit: send } = useDialogSubmit(() => { onClose(); reload(); });
  const submit = () => send(() => api.request<Reply>('front', '/api/patentkeep/v1/update/feeReduction', {
    method: 'POST', body: { id: Number(row.id), version: Number(row.version), feeReduction: reduction, ...(reason.trim() ? { reason } : {}) },
  }));
  return (
    <Modal visible title={t('keepReductionTitle')} onOk={submit} onCancel={onClose} confirmLoading={busy} data-testid="keep-reduction-dialog" unmountOnExit>
      <p style={{ marginTop: 0 }}>{t('keepReductionHint')}</p>
      <Form layout="vertical">
        <Form.Item label={t('keepReductionTitle')} required>
          <Radio.Group value={reduction} onChange={(v: FeeReduction) => setReduction(v)} direction="vertical" data-testid="keep-reduction-choice">
            {FEE_REDUCTIONS.map((r) => (
              <Radio key={r} value={r}>{r === 0 ? t('keepReductionNone') : t('keepReductionPercent', { percent: r })}</Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('keepReductionReason')}>
          <Input.TextArea value={reason} onChange={setReason} maxLength={1000} data-testid="keep-reduction-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
