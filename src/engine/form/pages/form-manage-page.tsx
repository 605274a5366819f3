import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useRef, useState } from 'react';
import { Alert, Button, Message, Modal, Spin } from '@arco-design/web-react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useEngineData } from '../../provider/engine-provider.tsx';
import { SUCCESS_TOAST_MS } from '../form-timing.ts';
import { OnlineFormFrame, type OnlineFormHandle } from '../online-form/online-form-frame.tsx';

/**
 * `/formManage/{instId}/{type}`: a flow instance's form hosted as an online form (/onlineForm in a frame). `edit`
 * asks the form for its data through the online-form protocol (reasons 1-7 shown under it) and saves it with
 * saveFormData, which checks the caller's node rights and the form's rules again; any other type only shows it.
 */
export function FormManagePage() {
  const { instId = '', type = 'get' } = useParams();
  const engineData = useEngineData();
  const { t } = useTranslation('engine');
  const frame = useRef<OnlineFormHandle>(null);
  const [saving, setSaving] = useState(false);
  const editable = type === 'edit';
  const detail = useSWR(['formManage', instId], () => engineData.getInstance(instId), { revalidateOnFocus: false, shouldRetryOnError: false });

  const store = async (data: Record<string, unknown>) => {
    setSaving(true);
    try {
      const reply = await engineData.saveInstanceData(instId, data);
      Message.success({ content: reply.message || t('form.saved'), duration: SUCCESS_TOAST_MS });
    } catch {
      // The client shows the server's message (rules, rights, a stale revision).
    } finally {
      setSaving(false);
    }
  };

  const save = async () => {
    const result = await frame.current?.getData();
    if (!result) return;
    if (result.ok) return store(result.data);
    if (result.reason === 6) Modal.confirm({ title: t('form.online.reason6'), content: t('form.online.saveAnyway'), onOk: () => store(result.data) });
  };

  if (detail.error) return <Alert type="error" showIcon data-testid="form-load-error" content={t('form.loadFailed', { message: (detail.error as Error).message })} />;
  if (!detail.data) return <div className="pp-form-state"><Spin tip={t('form.loading')} /></div>;
  const instance = detail.data;
  const src = instance.formKey ? `/onlineForm?instId=${encodeURIComponent(instId)}&action=${editable ? 'edit' : 'get'}` : undefined;
  return (
    <div className="pp-form-manage" data-testid="form-manage" style={{ padding: 16 }}>
      <div className="pp-form-toolbar" style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 12 }}>
        <h3 style={{ margin: 0 }}>{t('form.online.manageTitle', { subject: instance.subject })}</h3>
        {editable && src && <Button type="primary" loading={saving} onClick={() => void save()} data-testid="form-manage-save">{t('form.online.manageSave')}</Button>}
      </div>
      {src ? <OnlineFormFrame ref={frame} src={src} height={Math.max(400, window.innerHeight - 90)} />
        : <Alert type="warning" showIcon data-testid="online-form-failure" content={t('form.online.reason1')} />}
    </div>
  );
}
