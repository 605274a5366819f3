import { useEffect } from 'react';
import { Form, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useTranslation } from 'react-i18next';
import type { DictLabel } from '../../../app/api/dict-admin.ts';
import { DICT_ITEM_KEY, DICT_TYPE_KEY } from '../../../common/enums/dict-types.ts';

interface Values { key: string; nameZh: string; nameEn?: string }

interface DictLabelDialogProps {
  /** A dictionary (type key) or one of its entries (value). */
  kind: 'type' | 'entry';
  /** The key and names of what is edited (the key then fixed); null: a new one. */
  editing: { key: string; name: DictLabel } | null;
  visible: boolean;
  /** Resolves true when saved (the dialog then closes). */
  onSave(key: string, name: DictLabel): Promise<boolean>;
  onCancel(): void;
}

/** Adds or edits a dictionary or an entry: its key (fixed once saved) and its names in both languages. */
export function DictLabelDialog({ kind, editing, visible, onSave, onCancel }: DictLabelDialogProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!visible) return;
    form.setFieldsValue({ key: editing?.key ?? '', nameZh: editing?.name['zh-CN'] ?? '', nameEn: editing?.name['en-US'] ?? '' });
  }, [visible, editing, form]);
  const submit = async () => {
    // The form shows its own messages under the fields; nothing to send then.
    const values = await form.validate().catch(() => null);
    if (!values) return;
    if (await onSave(values.key, { 'zh-CN': values.nameZh.trim(), 'en-US': (values.nameEn ?? '').trim() })) form.resetFields();
  };
  const title = kind === 'type' ? (editing ? 'renameTypeTitle' : 'addTypeTitle') : (editing ? 'editEntryTitle' : 'addEntryTitle');
  return (
    <Modal title={t(`dictionaries.${title}`)} visible={visible} onOk={submit} onCancel={onCancel} unmountOnExit data-testid="dict-dialog">
      <Form form={form} layout="vertical" autoComplete="off">
        <Form.Item
          label={t(kind === 'type' ? 'dictionaries.typeKey' : 'dictionaries.key')}
          field="key"
          disabled={editing !== null}
          rules={kind === 'type'
            ? [{ required: true, message: t('dictionaries.typeKeyRequired') }, { match: DICT_TYPE_KEY, message: t('dictionaries.typeKeyPattern') }]
            : [{ required: true, message: t('dictionaries.keyRequired') }, { match: DICT_ITEM_KEY, message: t('dictionaries.keyPattern') }]}
        >
          <Input data-testid="dict-key" maxLength={64} />
        </Form.Item>
        <Form.Item
          label={t('dictionaries.nameZh')}
          field="nameZh"
          rules={[{ required: true, message: t('dictionaries.nameRequired') }, { validator: (v: string | undefined, cb) => cb(v?.trim() ? undefined : t('dictionaries.nameRequired')) }]}
        >
          <Input data-testid="dict-name-zh" maxLength={100} />
        </Form.Item>
        <Form.Item label={t('dictionaries.nameEn')} field="nameEn">
          <Input data-testid="dict-name-en" maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
