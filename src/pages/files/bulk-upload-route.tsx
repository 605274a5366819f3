import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Input, Progress, Space, Table, Tag, Upload } from '@arco-design/web-react';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import { IconDelete, IconUpload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { formatSize, type FileCalls } from '../../app/api/files.ts';
import { useFileCalls } from './use-file-calls.ts';
import './arco-styles.ts';
import './files.css';

type Status = 'waiting' | 'uploading' | 'done' | 'failed';
interface Item { key: string; file: File; loaded: number; status: Status; result: string }

interface Screen {
  titleKey: string;
  hintKey: string;
  /** What this screen takes (a subset of what the server's upload accepts). */
  extensions: readonly string[];
  /** Uploads one file; resolves with the result line to show. */
  send: (calls: FileCalls, file: File, onProgress: (loaded: number) => void, options: { alias: string; t: (key: string, values?: Record<string, unknown>) => string }) => Promise<string>;
  needsAlias?: boolean;
}

/** The upload screens of workflow-office.md "Uploads": what each takes and where each file goes. */
const SCREENS: Record<string, Screen> = {
  bulkUpload: {
    titleKey: 'bulkUploadTitle',
    hintKey: 'bulkUploadHint',
    extensions: ['pdf'],
    send: async (calls, file, onProgress, { t }) => {
      const attached = await calls.upload<{ title: string }>('portal', '/documentManage/v1/bulkUploadFullText', file, onProgress);
      return t('bulkAttached', { title: attached.title });
    },
  },
  publicIndexUpload: {
    titleKey: 'publicIndexUploadTitle',
    hintKey: 'publicIndexUploadHint',
    extensions: ['xlsx'],
    send: async (calls, file, onProgress, { t }) => {
      const done = await calls.upload<{ rows: number; added: number; nodesCreated: number }>('portal', '/documentManage/v1/publicIndexUpload', file, onProgress);
      return t('publicIndexDone', done);
    },
  },
  cpcUpload: {
    titleKey: 'cpcUploadTitle',
    hintKey: 'cpcUploadHint',
    extensions: ['xlsx'],
    send: async (calls, file, onProgress, { t }) => {
      const done = await calls.upload<{ rows: number; patents: number; codes: number }>('portal', '/documentManage/v1/cpcUpload', file, onProgress);
      return t('cpcDone', done);
    },
  },
  importUpload: {
    titleKey: 'importUploadTitle',
    hintKey: 'importUploadHint',
    extensions: ['xlsx'],
    needsAlias: true,
    send: async (calls, file, onProgress, { alias, t }) => {
      const count = await calls.upload<number>('form', '/form/dataTemplate/v1/tImportMain', file, onProgress, { query: { alias } });
      return t('importDone', { count });
    },
  },
};

let sequence = 0;

/**
 * A bulk upload screen: files chosen or dropped (only the types the screen and the server take, each within the
 * server's size limit), then sent one after the other, each with its own progress bar and its own result.
 */
export function BulkUploadRoute({ screen: name }: { screen: string }) {
  const { t } = useTranslation('files');
  const screen = SCREENS[name]!;
  const calls = useFileCalls();
  const [params] = useSearchParams();
  const [alias, setAlias] = useState(params.get('alias') ?? '');
  const [items, setItems] = useState<Item[]>([]);
  const [running, setRunning] = useState(false);
  const latest = useRef<Item[]>([]);
  latest.current = items;
  const { data: limits } = useSWR('files:uploadLimits', () => calls.uploadLimits());
  const extensions = useMemo(() => screen.extensions.filter((ext) => !limits || limits.extensions.includes(ext)), [screen, limits]);

  const patch = (key: string, change: Partial<Item>) => setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const add = (file: File) => {
    const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
    const refusal = !extensions.includes(ext) ? t('wrongType', { list: extensions.join(',') })
      : limits && file.size > limits.maxBytes ? t('tooLarge', { size: limits.maxSize }) : '';
    setItems((list) => [...list, { key: `f${++sequence}`, file, loaded: 0, status: refusal ? 'failed' : 'waiting', result: refusal }]);
  };
  const start = async () => {
    setRunning(true);
    for (const item of latest.current.filter((entry) => entry.status === 'waiting')) {
      patch(item.key, { status: 'uploading' });
      try {
        const result = await screen.send(calls, item.file, (loaded) => patch(item.key, { loaded }), { alias, t: (key, values) => t(key, values) });
        patch(item.key, { status: 'done', loaded: item.file.size, result });
      } catch (error) {
        patch(item.key, { status: 'failed', result: (error as Error).message });
      }
    }
    setRunning(false);
  };

  const color: Record<Status, string> = { waiting: 'gray', uploading: 'arcoblue', done: 'green', failed: 'red' };
  const columns: ColumnProps<Item>[] = [
    { title: t('fileName'), dataIndex: 'name', render: (_, item) => item.file.name },
    { title: t('size'), width: 100, render: (_, item) => formatSize(item.file.size) },
    {
      title: t('progress'), width: 220,
      render: (_, item) => (
        <Progress size="small" percent={item.status === 'done' ? 100 : item.file.size ? Math.min(99, Math.floor((item.loaded / item.file.size) * 100)) : 0}
          status={item.status === 'failed' ? 'error' : item.status === 'done' ? 'success' : 'normal'} />
      ),
    },
    { title: t('status'), width: 90, render: (_, item) => <Tag color={color[item.status]} data-testid="upload-status">{t(item.status)}</Tag> },
    { title: t('result'), render: (_, item) => <span data-testid="upload-result">{item.result}</span> },
    {
      title: '', width: 50,
      render: (_, item) => (item.status === 'uploading' ? null
        : <Button size="mini" type="text" status="danger" icon={<IconDelete />} onClick={() => setItems((list) => list.filter((entry) => entry.key !== item.key))} />),
    },
  ];
  const ok = items.filter((item) => item.status === 'done').length;
  const failed = items.filter((item) => item.status === 'failed').length;
  return (
    <Card title={t(screen.titleKey)} className="pp-upload-card" data-testid="bulk-upload">
      <div className="pp-upload-hint">{t(screen.hintKey)}</div>
      {screen.needsAlias && (
        <Space style={{ marginBottom: 12 }}>
          <span>{t('importTemplate')}</span>
          <Input value={alias} onChange={setAlias} style={{ width: 240 }} data-testid="import-alias" />
        </Space>
      )}
      <Upload
        drag multiple showUploadList={false} disabled={running}
        accept={extensions.map((ext) => `.${ext}`).join(',')}
        beforeUpload={(file) => {
          add(file);
          return false;
        }}
        tip={limits ? t('accept', { list: extensions.join(', '), size: limits.maxSize }) : undefined}
      >
        <div className="arco-upload-trigger-drag" data-testid="bulk-upload-drop"><IconUpload /> <div>{t('drop')}</div></div>
      </Upload>
      <Space style={{ margin: '12px 0' }}>
        <Button type="primary" loading={running} disabled={!items.some((item) => item.status === 'waiting') || (screen.needsAlias && !alias.trim())} onClick={() => void start()} data-testid="bulk-upload-start">
          {t('startUpload')}
        </Button>
        <Button disabled={running || !items.length} onClick={() => setItems([])}>{t('clear')}</Button>
      </Space>
      {items.length > 0 && <Alert type={failed ? 'warning' : 'info'} content={t('summary', { total: items.length, ok, failed })} style={{ marginBottom: 12 }} />}
      <Table className="pp-upload-table" rowKey="key" columns={columns} data={items} pagination={false} size="small" />
    </Card>
  );
}
