import { useContext, useState } from 'react';
import { Button, Card, Radio, Space } from '@arco-design/web-react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ResultTable } from '../../../widgets/dialog/result-table.tsx';
import type { DialogRow } from '../../../widgets/dialog/dialog-types.ts';
import { DialogOpenerContext } from '../form/dialog-opener.ts';
import { DialogOpenerProvider } from './dialog-opener-provider.tsx';

/** `/{group}/customDialog/preview/:alias`: opens a custom dialog as a form field would and lists what was chosen. */
export function DialogPreviewPage() {
  const { alias = '' } = useParams();
  return (
    <DialogOpenerProvider>
      <DialogPreview key={alias} alias={alias} />
    </DialogOpenerProvider>
  );
}

function DialogPreview({ alias }: { alias: string }) {
  const { t } = useTranslation('engine');
  const openDialog = useContext(DialogOpenerContext);
  const [multiple, setMultiple] = useState(true);
  const [picked, setPicked] = useState<DialogRow[] | null>(null);
  const open = async () => {
    const rows = await openDialog?.(alias, { multiple, value: picked ?? undefined });
    if (rows) setPicked(rows as DialogRow[]);
  };
  const columns = [...new Set((picked ?? []).flatMap((r) => Object.keys(r)))].map((field) => ({ field, title: field }));
  return (
    <Card className="engine-page" bordered={false} title={`${t('dialogPreviewTitle')}: ${alias}`} data-testid="dialog-preview-page">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space>
          <Radio.Group type="button" value={multiple} onChange={setMultiple} data-testid="dialog-preview-mode">
            <Radio value={true}>{t('dialogMultiple')}</Radio>
            <Radio value={false}>{t('dialogSingle')}</Radio>
          </Radio.Group>
          <Button type="primary" onClick={() => void open()} data-testid="dialog-preview-open">{t('dialogOpen')}</Button>
        </Space>
        <div data-testid="dialog-preview-result" data-count={picked?.length ?? 0}>
          <h4>{t('dialogPicked')} ({picked?.length ?? 0})</h4>
          <ResultTable testId="dialog-preview-table" columns={columns} rows={picked ?? []} page={1} pageSize={100} total={picked?.length ?? 0} onPageChange={() => {}} />
        </div>
      </Space>
    </Card>
  );
}
