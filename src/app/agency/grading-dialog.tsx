import { useEffect, useState } from 'react';
import { Alert, InputNumber, Message, Modal, Table, Tag } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { GradingJson } from '../../common/api/grading.ts';
import { GROUP_LABELS, INDICATORS, type GradingGroup } from '../../common/patents/grading/grading.ts';
import type { RowAction, RowActionContext } from '../../engine/list/extensions/types.ts';
import type { ApiClient } from '../api/client.ts';
import { send } from './agency-dialog.tsx';

/** 分级评分 (a 年费维护 row): the patent's grade, each indicator with its weight and score; the expert ones editable. */
function GradingDialog({ api, row, reload, onClose, lang }: RowActionContext & { onClose: () => void; api: ApiClient }) {
  const { t } = useTranslation('agency');
  const patentId = Number(row.patentId);
  const [grade, setGrade] = useState<GradingJson | null>(null);
  const [expert, setExpert] = useState<Record<string, number | null>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void api.request<GradingJson>('front', '/api/grading/v1/patent/getJson', { query: { patentId } }).then((g) => {
      if (!live) return;
      setGrade(g);
      setExpert(Object.fromEntries(INDICATORS.filter((i) => i.source === 'expert').map((i) => [i.key, g.expert[i.key] ?? null])));
    }, () => undefined);
    return () => { live = false; };
  }, [api, patentId]);
  const save = async () => {
    if (!grade) return;
    setBusy(true);
    try {
      const scored = Object.fromEntries(Object.entries(expert).filter((e): e is [string, number] => e[1] !== null));
      const clear = Object.keys(expert).filter((k) => expert[k] === null);
      const reply = await send(api, '/api/grading/v1/patent/saveGrading', { patentId, version: grade.version, expert: scored, clear });
      Message.success(reply.message);
      onClose();
      reload();
    } catch {
      // The API client showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  const scoreOf = (key: string) => grade?.indicators.find((i) => i.key === key)?.score ?? null;
  const rows = INDICATORS.map((d) => ({ ...d, score: scoreOf(d.key) }));
  return (
    <Modal visible style={{ width: 760 }} title={`${t('gradeTitle')} · ${String(row.name ?? '')}`} onOk={save} onCancel={onClose} confirmLoading={busy}
      okText={t('gradeSave')} data-testid="grading-dialog" unmountOnExit>
      {grade && (
        <>
          <div className="pp-grade-summary" style={{ display: 'flex', gap: 16, alignItems: 'center', marginBottom: 12 }}>
            <span>{t('gradeTotal')} <strong data-testid="grading-total">{grade.total}</strong></span>
            <span>{t('gradeLevel')} <Tag color={grade.level === 'A' ? 'green' : grade.level === 'D' ? 'red' : 'arcoblue'}>{grade.level}</Tag></span>
            {(Object.keys(GROUP_LABELS) as GradingGroup[]).map((g) => <span key={g}>{GROUP_LABELS[g][lang]} {grade.groups[g]}</span>)}
          </div>
          {!grade.complete && <Alert type="info" content={t('gradeIncomplete')} style={{ marginBottom: 12 }} />}
          <Table size="small" pagination={false} rowKey="key" data={rows} columns={[
            { title: t('gradeIndicator'), render: (_: unknown, r: (typeof rows)[number]) => `${GROUP_LABELS[r.group][lang]} · ${r.label[lang]}` },
            { title: t('gradeWeight'), dataIndex: 'weight', width: 80 },
            {
              title: t('gradeScore'), width: 180,
              render: (_: unknown, r: (typeof rows)[number]) => (r.source === 'auto'
                ? <span>{r.score ?? '—'} <Tag size="small">{t('gradeAuto')}</Tag></span>
                : <InputNumber size="small" min={0} max={10} precision={1} value={expert[r.key] ?? undefined} style={{ width: 120 }}
                  data-testid={`grading-${r.key}`} onChange={(v) => setExpert({ ...expert, [r.key]: v === undefined || v === null ? null : Number(v) })} />),
            },
          ]} />
        </>
      )}
    </Modal>
  );
}

/** The 年费维护 row action that opens the grade (registered with the app's row actions). */
export function gradingActions(api: ApiClient): Record<string, RowAction> {
  return { patentGrade: { Dialog: (props) => <GradingDialog {...props} api={api} /> } };
}
