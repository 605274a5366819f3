import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Message, Modal, Select, Spin, Upload } from '@arco-design/web-react';
import type { UploadItem } from '@arco-design/web-react/es/Upload';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { resolveLabel } from '../../../common/definitions/label.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { deployFlowVersion, getFlowDeployment, type FlowDeployment } from '../../../app/api/flow-deploy.ts';
import type { FlowTypeRow } from '../../../app/api/flow-types.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { deployBody, settingsText } from './deploy-flow-body.ts';
import { NO_CATEGORY } from './category-flows-table.tsx';
import { FlowSettingsEditor } from './flow-settings-editor.tsx';

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;

interface Values { defKey?: string; nameEn?: string; typeId?: string; settings: string }

interface DeployFlowDialogProps {
  /** The flow a new version is deployed of; null: a new flow. Closed when `visible` is false. */
  defKey: string | null;
  visible: boolean;
  types: FlowTypeRow[];
  onDeployed(): void;
  onCancel(): void;
}

/**
 * Deploys a flow: a new one (key, BPMN file, category) or a new version of one (its BPMN file kept unless another is
 * chosen). The English name and the settings (node by node, or as JSON) are edited here; the server checks them with the file and
 * refuses with a message naming the element, which the dialog shows, or with a 409 when someone deployed meanwhile.
 */
export function DeployFlowDialog({ defKey, visible, types, onDeployed, onCancel }: DeployFlowDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const { api } = useServices();
  const [form] = Form.useForm<Values>();
  const current = useSWR(visible && defKey ? ['admin-flow-deployment', defKey] : null, () => getFlowDeployment(api, defKey!), {
    revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false, revalidateIfStale: false,
  });
  const [file, setFile] = useState<{ name: string; xml: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const deployment: FlowDeployment | undefined = current.data;

  useEffect(() => {
    if (!visible) return;
    setFile(null);
    setProblem(null);
  }, [visible, defKey]);
  useEffect(() => {
    if (!visible) return;
    if (defKey === null) form.setFieldsValue({ defKey: '', nameEn: '', typeId: NO_CATEGORY, settings: settingsText(undefined) });
    else if (deployment) form.setFieldsValue({ nameEn: deployment.nameEn ?? '', settings: settingsText(deployment.settings) });
  }, [visible, defKey, deployment, form]);

  const choose = async (items: UploadItem[]) => {
    const chosen = items.at(-1)?.originFile;
    if (!chosen) return setFile(null);
    try {
      setFile({ name: chosen.name, xml: await chosen.text() });
      setProblem(null);
    } catch {
      setProblem(t('flowTypes.deploy.fileUnreadable', { file: chosen.name }));
    }
  };

  const submit = async () => {
    // The form shows its own messages under the fields.
    const values = await form.validate().catch(() => null);
    if (!values) return;
    const built = deployBody({
      defKey: defKey ?? values.defKey?.trim() ?? '', nameEn: values.nameEn, settings: values.settings, xml: file?.xml ?? deployment?.xml,
      typeKey: defKey === null ? types.find((type) => type.id === values.typeId)?.typeKey : undefined,
      baseVersion: deployment?.latestVersion ?? 0,
    });
    if ('problem' in built) return setProblem(t(`flowTypes.deploy.${built.problem.key}`, built.problem.params));
    setBusy(true);
    setProblem(null);
    try {
      const reply = await deployFlowVersion(api, built.body);
      Message.success(reply.message);
      onDeployed();
    } catch (failure) {
      setProblem((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const title = defKey === null ? t('flowTypes.deploy.addTitle') : t('flowTypes.deploy.versionTitle', { name: (i18n.language.startsWith('zh') ? null : deployment?.nameEn) || (deployment?.name ?? defKey) });
  return (
    <Modal
      title={title} visible={visible} onCancel={onCancel} unmountOnExit style={{ width: 960, maxWidth: 'calc(100vw - 48px)' }} className="deploy-flow-dialog" data-testid="deploy-flow-dialog"
      footer={(
        <>
          <Button onClick={onCancel}>{t('common:cancel')}</Button>
          <Button type="primary" loading={busy} disabled={defKey !== null && !deployment} onClick={() => void submit()} data-testid="deploy-flow-submit">
            {t('flowTypes.deploy.submit')}
          </Button>
        </>
      )}
    >
      {current.error ? <Alert type="error" content={(current.error as Error).message} data-testid="deploy-flow-load-error" /> : null}
      {defKey !== null && !deployment && !current.error ? <Spin tip={t('flowTypes.deploy.loading')} /> : null}
      {defKey === null || deployment ? (
        <Form form={form} layout="vertical" autoComplete="off">
          {deployment ? <Alert className="deploy-flow-dialog__based-on" type="info" content={t('flowTypes.deploy.basedOn', { version: deployment.version, latest: deployment.latestVersion })} /> : null}
          {defKey === null ? (
            <Form.Item
              label={t('flowTypes.deploy.defKey')} field="defKey"
              rules={[{ required: true, message: t('flowTypes.deploy.defKeyRequired') }, { match: KEY_PATTERN, message: t('flowTypes.deploy.defKeyPattern') }]}
            >
              <Input data-testid="deploy-flow-key" maxLength={100} />
            </Form.Item>
          ) : null}
          <Form.Item label={t('flowTypes.deploy.nameEn')} field="nameEn">
            <Input data-testid="deploy-flow-name-en" maxLength={200} />
          </Form.Item>
          {defKey === null ? (
            <Form.Item label={t('flowTypes.deploy.category')} field="typeId">
              <Select
                data-testid="deploy-flow-category"
                options={[...types.map((type) => ({ value: type.id, label: resolveLabel(type.name, i18n.language as Language) })), { value: NO_CATEGORY, label: t('flowTypes.noCategory') }]}
              />
            </Form.Item>
          ) : null}
          <Form.Item label={t('flowTypes.deploy.bpmn')} required={defKey === null}>
            <div className="deploy-flow-dialog__file">
              <Upload autoUpload={false} accept=".bpmn,.xml" showUploadList={false} onChange={(items) => void choose(items)} data-testid="deploy-flow-file">
                <Button size="small">{t('flowTypes.deploy.chooseFile')}</Button>
              </Upload>
              <span className="deploy-flow-dialog__file-name" data-testid="deploy-flow-file-name">
                {file ? t('flowTypes.deploy.fileChosen', { file: file.name }) : deployment ? t('flowTypes.deploy.keepFile', { version: deployment.version }) : ''}
              </span>
            </div>
          </Form.Item>
          <Form.Item label={t('flowTypes.deploy.settings')} field="settings">
            <FlowSettingsEditor xml={file?.xml ?? deployment?.xml} />
          </Form.Item>
        </Form>
      ) : null}
      {problem ? <Alert type="error" content={problem} data-testid="deploy-flow-problem" /> : null}
    </Modal>
  );
}
