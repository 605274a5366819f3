import { Link, Space, Tag } from '@arco-design/web-react';
import type { FileRef } from '../../src/common/api/file-ref.ts';
import { asList } from './format-value.ts';

/** Yes / no as a coloured tag; nothing for an empty value. */
export function BooleanCell({ value, yes, no }: { value: unknown; yes: string; no: string }) {
  if (value === null || value === undefined || value === '') return null;
  const on = value === true || value === 'true' || value === 1 || value === '1';
  return <Tag size="small" color={on ? 'green' : 'gray'} data-testid="cell-boolean">{on ? yes : no}</Tag>;
}

const isFileRef = (v: unknown): v is FileRef => typeof v === 'object' && v !== null && typeof (v as FileRef).id === 'string';

function parseFiles(value: unknown): FileRef[] {
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      return asList(JSON.parse(value)).filter(isFileRef);
    } catch {
      return [];
    }
  }
  return asList(value).filter(isFileRef);
}

/** Attachments (a list of `{ id, name }`, or its JSON text) as download links (downloads need the caller's token). */
export function AttachmentCell({ value, onDownload }: { value: unknown; onDownload: (file: FileRef) => void }) {
  const files = parseFiles(value);
  if (!files.length) return null;
  return (
    <Space size={4} wrap data-testid="cell-attachment">
      {files.map((f) => (
        <Link key={f.id} onClick={() => onDownload(f)}>
          {f.name || f.id}
        </Link>
      ))}
    </Space>
  );
}
