import { Button, Message, Progress, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Progress/style/css.js';
import { IconDelete, IconFile, IconUpload } from '@arco-design/web-react/icon';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileRef } from '../../../src/common/api/file-ref.ts';
import { isPlain, servicesOf } from '../form-context.ts';
import type { FormServices } from '../form-services.ts';
import { MissingServices } from '../missing-services.tsx';
import { ReadonlyValue } from '../readonly-value.tsx';
import { acceptedExtensions, attachmentLimit, offeredExtensions, refuseUpload, type UploadRefusal } from './attachment-rules.ts';

const asRefs = (value: unknown): FileRef[] =>
  Array.isArray(value) ? value.filter((ref): ref is FileRef => !!ref && typeof ref === 'object' && typeof (ref as FileRef).id === 'string') : [];

function FileLinks({ refs, services, onRemove }: { refs: FileRef[]; services: FormServices; onRemove?: (id: string) => void }) {
  const { t } = useTranslation('engine');
  return (
    <ul className="pp-attachments" data-testid="attachment-list">
      {refs.map((ref) => (
        <li key={ref.id}>
          <IconFile />
          <a
            href={services.fileUrl(ref.id)}
            onClick={(event) => {
              // Downloaded with the session: a plain link would go without the token.
              event.preventDefault();
              services.openFile(ref).catch((error: unknown) => Message.error((error as Error).message));
            }}
          >
            {ref.name ?? ref.id}
          </a>
          {onRemove && (
            <Button size="mini" type="text" status="danger" icon={<IconDelete />} aria-label={t('form.widget.removeItem')} onClick={() => onRemove(ref.id)} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Attachments: files go up through `services.uploadFile`; the value is the list of `{ id, name }`. Extensions come
 * from `ui:options.accept` (none configured refuses every file) that the server takes too, at most `ui:options.limit`
 * files (default 9999).
 */
export function AttachmentWidget(props: WidgetProps) {
  const { id, value, options, registry, onChange } = props;
  const { t } = useTranslation('engine');
  // Files on their way up, each with the share sent so far (a progress bar per file).
  const [uploading, setUploading] = useState<Array<{ key: number; name: string; percent: number }>>([]);
  const nextKey = useRef(0);
  // Several files upload at once: each finished one is added to the newest list, not the one it started with.
  const latest = useRef<FileRef[]>([]);
  const refs = asRefs(value);
  latest.current = refs;
  const services = servicesOf(registry);
  // The server's own list: a field may name an extension the server refuses (it would fail after the upload).
  const [serverTakes, setServerTakes] = useState<string[] | undefined>();
  useEffect(() => {
    let live = true;
    services?.uploadExtensions?.().then((list) => live && setServerTakes(list), () => undefined);
    return () => {
      live = false;
    };
  }, [services]);
  if (!services) return <MissingServices id={id} />;
  if (isPlain(props)) return <ReadonlyValue id={id}>{refs.length > 0 && <FileLinks refs={refs} services={services} />}</ReadonlyValue>;

  const extensions = offeredExtensions(acceptedExtensions(options.accept), serverTakes);
  const limit = attachmentLimit(options.limit);
  const refusalText = (refusal: UploadRefusal) =>
    refusal.reason === 'noAccept' ? t('form.widget.uploadNoAccept')
      : refusal.reason === 'wrongType' ? t('form.widget.uploadWrongType', { list: refusal.list })
        : t('form.widget.uploadLimit', { limit: refusal.limit });
  const commit = (next: FileRef[]) => {
    latest.current = next;
    onChange(next.length > 0 ? next : options.emptyValue);
  };
  const upload = async (file: File) => {
    const key = ++nextKey.current;
    setUploading((list) => [...list, { key, name: file.name, percent: 0 }]);
    const progress = (loaded: number, total: number) =>
      setUploading((list) => list.map((item) => (item.key === key ? { ...item, percent: total ? Math.min(99, Math.floor((loaded / total) * 100)) : 0 } : item)));
    try {
      commit([...latest.current, await services.uploadFile(file, progress)]);
    } catch (error) {
      // The server's reason (too large, wrong content, ...) when it gave one.
      const reason = error instanceof Error && error.message && !/^HTTP \d+$|^network$/.test(error.message) ? `: ${error.message}` : '';
      Message.error(`${t('form.widget.uploadFailed', { name: file.name })}${reason}`);
    } finally {
      setUploading((list) => list.filter((item) => item.key !== key));
    }
  };
  return (
    <div id={id} className="pp-attachment">
      <Upload
        multiple
        showUploadList={false}
        accept={{ type: extensions.map((extension) => `.${extension}`).join(','), strict: false }}
        beforeUpload={(file) => {
          const refusal = refuseUpload(file.name, extensions, latest.current.length + uploading.length, limit);
          if (refusal) Message.warning(refusalText(refusal));
          return !refusal;
        }}
        customRequest={({ file }) => void upload(file)}
      >
        <Button icon={<IconUpload />} data-testid="attachment-upload">{t('form.widget.uploadButton')}</Button>
      </Upload>
      {extensions.length > 0 && <div className="arco-form-extra">{t('form.widget.uploadAccept', { list: extensions.join(',') })}</div>}
      <FileLinks refs={refs} services={services} onRemove={(removed) => commit(latest.current.filter((ref) => ref.id !== removed))} />
      {uploading.map((item) => (
        <div key={item.key} className="pp-attachment-pending" data-testid="attachment-progress">
          <span>{item.name}</span> <Progress size="small" percent={item.percent} style={{ width: 200 }} />
        </div>
      ))}
    </div>
  );
}
