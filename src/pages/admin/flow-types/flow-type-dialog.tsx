import { useEffect } from 'react';
import { Form, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useTranslation } from 'react-i18next';
import type { FlowTypeName, FlowTypeRow } from '../../../app/api/flow-types.ts';

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

interface Values { typeKey: string; nameZh: string; nameEn?: string }

interface FlowTypeDialogProps {
  /** The category renamed; null: a new one. */
  editing: FlowTypeRow | null;
  visible: boolean;
  /** Resolves true when saved (the dialog then closes). */
  onSave(typeKey: string, name: FlowTypeName): Promise<boolean>;
  onCancel(): void;
}

/** Adds a category (key and names) or renames one (names only: deploys name the category by its key). */
export function FlowTypeDialog({ editing, visible, onSave, onCancel }: FlowTypeDialogProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!visible) return;
    form.setFieldsValue({ typeKey: editing?.typeKey ?? '', nameZh: editing?.name['zh-CN'] ?? '', nameEn: editing?.name['en-US'] ?? '' });
  }, [visible, editing, form]);
  const submit = async () => {
    const values = await form.validate();
    const nameEn = (values.nameEn ?? '').trim();
    const name: FlowTypeName = nameEn ? { 'zh-CN': values.nameZh.trim(), 'en-US': nameEn } : { 'zh-CN': values.nameZh.trim() };
    if (await onSave(values.typeKey.trim(), name)) form.resetFields();
  };
  return (
    <Modal
      title={t(editing ? 'flowTypes.renameTitle' : 'flowTypes.addTitle')}
      visible={visible}
      onOk={submit}
      onCancel={onCancel}
      unmountOnExit
      data-testid="flow-type-dialog"
    >
      <Form form={form} layout="vertical" autoComplete="off">
        <Form.Item
          label={t('flowTypes.key')}
          field="typeKey"
          disabled={editing !== null}
          rules={[{ required: true, message: t('flowTypes.keyRequired') }, { match: KEY_PATTERN, message: t('flowTypes.keyPattern') }]}
        >
          <Input data-testid="flow-type-key" maxLength={64} />
        </Form.Item>
        <Form.Item
          label={t('flowTypes.nameZh')}
          field="nameZh"
          rules={[{ required: true, message: t('flowTypes.nameRequired') }, { validator: (v: string | undefined, cb) => cb(v?.trim() ? undefined : t('flowTypes.nameRequired')) }]}
        >
          <Input data-testid="flow-type-name-zh" maxLength={50} />
        </Form.Item>
        <Form.Item label={t('flowTypes.nameEn')} field="nameEn">
          <Input data-testid="flow-type-name-en" maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
