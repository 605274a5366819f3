import { useEffect, useState } from 'react';
import { DatePicker, Form, Input, InputNumber, Message, Radio, Select } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { RowAction, RowActionContext } from '../../engine/list/extensions/types.ts';
import type { ApiClient } from '../api/client.ts';
import { chinaToday } from '../../common/patents/annual-fees/plain-date.ts';
import { extensionFee, NOTICE_TYPES, DELIVERIES, PASS_SCORE, REVIEW_CRITERIA, reviewScore, type ReviewCriterion } from '../../common/patents/agency/index.ts';
import { CommandDialog, send } from './agency-dialog.tsx';
import { gradingActions } from './grading-dialog.tsx';

type DialogProps = RowActionContext & { onClose: () => void; api: ApiClient };
const idOf = (row: RowActionContext['row']) => ({ id: Number(row.id), version: Number(row.version) });

/** A move without input (after the button's confirm): the row's id and version. */
const run = (api: ApiClient, path: string, extra: object): RowAction => ({
  run: async ({ row, reload }) => {
    const reply = await send(api, path, { ...idOf(row), ...extra });
    Message.success(reply.message);
    reload();
  },
});

function ReasonDialog({ api, row, reload, onClose, kind }: DialogProps & { kind: 'decline' | 'cancel' }) {
  const { t } = useTranslation('agency');
  const [reason, setReason] = useState('');
  const submit = () => (kind === 'decline'
    ? send(api, '/api/agencyCase/v1/changeStatus', { ...idOf(row), status: 'declined', reason })
    : send(api, '/api/agencyCase/v1/cancleEntrust', { ...idOf(row), reason }));
  return (
    <CommandDialog title={t(kind === 'decline' ? 'declineTitle' : 'cancelTitle')} testId={`agency-${kind}-dialog`} onClose={onClose} reload={reload} submit={submit} okDanger>
      <Form layout="vertical">
        <Form.Item label={t('reason')} required>
          <Input.TextArea value={reason} onChange={setReason} maxLength={1000} placeholder={t('reasonPlaceholder')} data-testid="agency-reason" />
        </Form.Item>
      </Form>
    </CommandDialog>
  );
}

function FileDialog({ api, row, reload, onClose }: DialogProps) {
  const { t } = useTranslation('agency');
  const [applicationNo, setApplicationNo] = useState('');
  const [filingDate, setFilingDate] = useState(chinaToday());
  const submit = () => send(api, '/api/agencyCase/v1/updateAgencyCaseStatus', { ...idOf(row), status: 'filed', applicationNo, filingDate });
  return (
    <CommandDialog title={t('fileTitle')} testId="agency-file-dialog" onClose={onClose} reload={reload} submit={submit}>
      <Form layout="vertical">
        <Form.Item label={t('applicationNo')} required>
          <Input value={applicationNo} onChange={setApplicationNo} maxLength={50} placeholder={t('applicationNoPlaceholder')} data-testid="agency-application-no" />
        </Form.Item>
        <Form.Item label={t('filingDate')} required>
          <DatePicker value={filingDate} onChange={(v) => setFilingDate(String(v))} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </CommandDialog>
  );
}

interface PendingReview { id: number; round: number; version: number }

/** 质量审核: the case's pending draft scored on four criteria; passed needs the pass mark, returned a comment. */
function ReviewDialog({ api, row, reload, onClose }: DialogProps) {
  const { t } = useTranslation('agency');
  const [review, setReview] = useState<PendingReview | null | undefined>(undefined);
  const [scores, setScores] = useState<Record<ReviewCriterion, number>>({ claims: 4, description: 4, formalities: 4, timeliness: 4 });
  const [decision, setDecision] = useState<'passed' | 'returned'>('passed');
  const [comment, setComment] = useState('');
  useEffect(() => {
    let live = true;
    void api.request<{ reviews: (PendingReview & { status: string })[] }>('front', '/api/agencyCase/v1/get', { query: { id: Number(row.id) } })
      .then((c) => { if (live) setReview(c.reviews.find((r) => r.status === 'pending') ?? null); }, () => { if (live) setReview(null); });
    return () => { live = false; };
  }, [api, row.id]);
  const score = reviewScore(scores);
  const submit = async () => {
    if (!review) return null;
    return send(api, '/api/quality/v1/changeStatus', { id: review.id, version: review.version, status: decision, scores, comment });
  };
  return (
    <CommandDialog title={review ? `${t('reviewTitle')} · ${t('reviewRound', { round: review.round })}` : t('reviewTitle')} testId="agency-review-dialog"
      onClose={onClose} reload={reload} submit={submit}>
      {review === undefined ? null : review === null ? <div>{t('reviewNone')}</div> : (
        <Form layout="vertical">
          {REVIEW_CRITERIA.map((c) => (
            <Form.Item key={c} label={t(`criterion_${c}`)}>
              <Radio.Group type="button" value={scores[c]} onChange={(v: number) => setScores({ ...scores, [c]: v })} data-testid={`agency-score-${c}`}>
                {[0, 1, 2, 3, 4, 5].map((n) => <Radio key={n} value={n}>{n}</Radio>)}
              </Radio.Group>
            </Form.Item>
          ))}
          <Form.Item label={t('reviewScore', { pass: PASS_SCORE })}>
            <strong data-testid="agency-review-score">{score}</strong>
          </Form.Item>
          <Form.Item>
            <Radio.Group value={decision} onChange={setDecision} data-testid="agency-review-decision">
              <Radio value="passed">{t('reviewPass')}</Radio>
              <Radio value="returned">{t('reviewReturn')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('reviewComment')} required={decision === 'returned'}>
            <Input.TextArea value={comment} onChange={setComment} maxLength={1000} data-testid="agency-review-comment" />
          </Form.Item>
        </Form>
      )}
    </CommandDialog>
  );
}

function TermDialog({ api, row, reload, onClose, lang }: DialogProps) {
  const { t } = useTranslation('agency');
  const [noticeType, setNoticeType] = useState<keyof typeof NOTICE_TYPES>('firstOfficeAction');
  const [issueDate, setIssueDate] = useState(chinaToday());
  const [delivery, setDelivery] = useState<keyof typeof DELIVERIES>('electronic');
  const [note, setNote] = useState('');
  const submit = () => send(api, '/api/agencyCase/v1/termReply/save', { caseId: Number(row.id), noticeType, issueDate, delivery, note });
  return (
    <CommandDialog title={t('termTitle')} testId="agency-term-dialog" onClose={onClose} reload={reload} submit={submit}>
      <Form layout="vertical">
        <Form.Item label={t('noticeType')} required>
          <Select value={noticeType} onChange={setNoticeType}
            options={Object.entries(NOTICE_TYPES).map(([value, n]) => ({ value, label: `${n[lang]}（${n.months}）` }))} />
        </Form.Item>
        <Form.Item label={t('issueDate')} required>
          <DatePicker value={issueDate} onChange={(v) => setIssueDate(String(v))} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('delivery')} required>
          <Radio.Group value={delivery} onChange={setDelivery}>
            {Object.entries(DELIVERIES).map(([value, d]) => <Radio key={value} value={value}>{d[lang]}</Radio>)}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('note')}>
          <Input.TextArea value={note} onChange={setNote} maxLength={1000} />
        </Form.Item>
      </Form>
    </CommandDialog>
  );
}

function ReplyDialog({ api, row, reload, onClose }: DialogProps) {
  const { t } = useTranslation('agency');
  const [replyDate, setReplyDate] = useState(chinaToday());
  const submit = () => send(api, '/api/agencyCase/v1/termReply/update/status', { ...idOf(row), status: 'replied', replyDate });
  return (
    <CommandDialog title={t('replyTitle')} testId="agency-reply-dialog" onClose={onClose} reload={reload} submit={submit}>
      <Form layout="vertical">
        <Form.Item label={t('replyDate')} required>
          <DatePicker value={replyDate} onChange={(v) => setReplyDate(String(v))} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </CommandDialog>
  );
}

function ExtendDialog({ api, row, reload, onClose }: DialogProps) {
  const { t } = useTranslation('agency');
  const [months, setMonths] = useState(1);
  const submit = () => send(api, '/api/agencyCase/v1/termReply/update/status', { ...idOf(row), status: 'extended', months });
  return (
    <CommandDialog title={t('extendTitle')} testId="agency-extend-dialog" onClose={onClose} reload={reload} submit={submit}>
      <Form layout="vertical">
        <Form.Item label={t('extendMonths')} extra={t('extendFee', { fee: extensionFee(months) })}>
          <Radio.Group type="button" value={months} onChange={setMonths}>
            <Radio value={1}>1</Radio>
            <Radio value={2}>2</Radio>
          </Radio.Group>
        </Form.Item>
      </Form>
    </CommandDialog>
  );
}

function PayDialog({ api, row, reload, onClose }: DialogProps) {
  const { t } = useTranslation('agency');
  const [paidDate, setPaidDate] = useState(chinaToday());
  const [invoiceNo, setInvoiceNo] = useState('');
  const submit = async () => {
    if (!invoiceNo.trim()) {
      Message.error(t('required', { field: t('invoiceNo') }));
      return null;
    }
    return send(api, '/api/agencyFee/v1/update/feePaid', { ...idOf(row), paidDate, invoiceNo });
  };
  return (
    <CommandDialog title={t('payTitle')} testId="agency-pay-dialog" onClose={onClose} reload={reload} submit={submit}>
      <Form layout="vertical">
        <Form.Item label={t('paidDate')} required>
          <DatePicker value={paidDate} onChange={(v) => setPaidDate(String(v))} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('invoiceNo')} required>
          <Input value={invoiceNo} onChange={setInvoiceNo} maxLength={50} data-testid="agency-invoice-no" />
        </Form.Item>
        <Form.Item>
          <InputNumber value={Number(row.amount)} disabled prefix="¥" style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </CommandDialog>
  );
}

const dialog = (api: ApiClient, D: (p: DialogProps) => React.JSX.Element): RowAction => ({ Dialog: (props) => <D {...props} api={api} /> });

/**
 * The row actions of 代理专利 (dlzlbd), 答复期限 (dlqx), 代理费用 (dlfy), 代理机构 (dljg) and the grade in 年费维护 (nfwh), bound to the API client; the server applies
 * every rule (role, state, version), the buttons only follow the row's state.
 */
export function agencyActions(api: ApiClient): Record<string, RowAction> {
  const step = (status: string) => run(api, '/api/agencyCase/v1/updateAgencyCaseStatus', { status });
  return {
    agencyAccept: run(api, '/api/agencyCase/v1/changeStatus', { status: 'accepted' }),
    agencyDecline: dialog(api, (p) => <ReasonDialog {...p} kind="decline" />),
    agencyStartDrafting: step('drafting'),
    agencySubmitDraft: step('clientReview'),
    agencyReview: dialog(api, ReviewDialog),
    agencyFile: dialog(api, FileDialog),
    agencyAddTerm: dialog(api, TermDialog),
    agencyGrant: step('granted'),
    agencyReject: step('rejected'),
    agencyCancel: dialog(api, (p) => <ReasonDialog {...p} kind="cancel" />),
    agencyTermReply: dialog(api, ReplyDialog),
    agencyTermExtend: dialog(api, ExtendDialog),
    agencyTermMiss: run(api, '/api/agencyCase/v1/termReply/update/status', { status: 'missed' }),
    agencyFeePay: dialog(api, PayDialog),
    agencySuspend: run(api, '/api/agency/v1/changeStatus', { status: 'suspended' }),
    agencyActivate: run(api, '/api/agency/v1/changeStatus', { status: 'active' }),
    ...gradingActions(api),
  };
}
