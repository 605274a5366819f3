import { useRef } from 'react';
import { Message, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Upload/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/shell/services.tsx';
import { hostUrl } from '../../app/config/runtime-config.ts';
import { UPLOAD_PATH, uploadFile } from '../../app/api/form-records.ts';
import type { FileRef } from '../../common/api/file-ref.ts';

interface Props {
  value?: FileRef[];
  onChange?: (value: FileRef[]) => void;
  /** Pictures only (png, jpg, gif). */
  pictures?: boolean;
  testId: string;
}

/** Attachments as `{ id, name }` refs, uploaded through the file service (POST /system/file/v1/upload) as they are chosen. */
export function FileRefsUpload({ value = [], onChange, pictures = false, testId }: Props) {
  const { t } = useTranslation('news');
  const { api, session, config, i18n } = useServices();
  // Several files may finish uploading between renders: each adds to the latest list.
  const latest = useRef(value);
  latest.current = value;
  const target = () => {
    const current = session.get();
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language };
    if (current?.token) headers.Authorization = `Bearer ${current.token}`;
    const tenant = current?.user.tenantCode ?? session.tenantCode;
    if (tenant) headers['Tenant-Code'] = tenant;
    return { url: hostUrl(config, 'portal', UPLOAD_PATH), headers };
  };
  return (
    <Upload
      data-testid={testId}
      multiple
      accept={pictures ? '.png,.jpg,.jpeg,.gif' : undefined}
      listType={pictures ? 'picture-list' : 'text'}
      fileList={value.map((f) => ({ uid: f.id, name: f.name || f.id, status: 'done' as const }))}
      onRemove={(file) => onChange?.(value.filter((f) => f.id !== file.uid))}
      customRequest={({ file, onSuccess, onError }) => {
        void (async () => {
          try {
            await api.ensureFreshToken();
            const ref = await uploadFile(target(), file);
            latest.current = [...latest.current, ref];
            onChange?.(latest.current);
            onSuccess(ref);
          } catch (error) {
            Message.error(t('uploadFailed', { message: (error as Error).message }));
            onError(error as object);
          }
        })();
      }}
    />
  );
}
