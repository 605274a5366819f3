import { useState } from 'react';
import { Alert, Button, Link, Modal, Progress, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { ImportReply } from '../../common/api/template-types.ts';

const EXCEL = ['xlsx'];

export interface ImportDialogProps {
  visible: boolean;
  /** Downloads the refused-rows report (a stored file). */
  onDownloadReport: (fileId: string) => void;
  onClose: () => void;
  onImport: (file: File, onProgress: (percent: number) => void) => Promise<ImportReply>;
  onDownloadTemplate: () => void;
}

/** Choose an .xlsx, upload it with a progress bar, then see how many rows came in or which rows were refused. */
export function ImportDialog({ visible, onDownloadReport, onClose, onImport, onDownloadTemplate }: ImportDialogProps) {
  const { t } = useTranslation('engine');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [reply, setReply] = useState<ImportReply | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setPercent(null);
    setReply(null);
    setProblem(null);
    onClose();
  };
  const choose = (picked: File | undefined) => {
    setReply(null);
    setProblem(null);
    if (!picked) return setFile(null);
    const ext = picked.name.split('.').pop()?.toLowerCase() ?? '';
    if (!EXCEL.includes(ext)) {
      setFile(null);
      setProblem(t('list.importOnlyExcel', { list: EXCEL.join(',') }));
      return;
    }
    setFile(picked);
  };
  const start = async () => {
    if (!file) return;
    setPercent(0);
    try {
      setReply(await onImport(file, setPercent));
      setPercent(100);
    } catch (error) {
      setPercent(null);
      setProblem((error as Error).message);
    }
  };
  const busy = percent !== null && percent < 100 && !reply;

  return (
    <Modal
      visible={visible}
      title={t('list.importTitle')}
      onCancel={close}
      footer={
        <Space>
          <Button onClick={close}>{t('common:close')}</Button>
          <Button type="primary" disabled={!file || busy} loading={busy} onClick={() => void start()} data-testid="import-start">
            {t('list.importStart')}
          </Button>
        </Space>
      }
      data-testid="import-dialog"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Button type="text" onClick={onDownloadTemplate} data-testid="import-template">{t('list.importTemplate')}</Button>
        <label className="pp-list-import-pick">
          <span>{t('list.importPick')}</span>
          <input
            type="file"
            accept=".xlsx"
            data-testid="import-file"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </label>
        {percent !== null ? <Progress percent={percent} data-testid="import-progress" /> : null}
        {problem ? <Alert type="error" content={problem} /> : null}
        {reply?.state ? <Alert type="success" content={reply.message || t('list.importDone', { count: reply.value ?? 0 })} data-testid="import-done" /> : null}
        {reply && !reply.state ? (
          <Alert
            type="error"
            title={reply.message}
            content={
              <ul className="pp-list-import-errors" data-testid="import-errors">
                {(reply.errors ?? []).map((e, i) => (
                  <li key={i}>{t('list.importRowError', { row: e.row })} {e.field || e.column}: {e.message}</li>
                ))}
                {reply.reportFileId ? (
                  <li><Link onClick={() => onDownloadReport(reply.reportFileId!)} data-testid="import-report">{t('list.importReport')}</Link></li>
                ) : null}
              </ul>
            }
          />
        ) : null}
      </Space>
    </Modal>
  );
}
