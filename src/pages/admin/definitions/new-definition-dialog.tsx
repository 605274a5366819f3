import { Form, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useTranslation } from 'react-i18next';
import type { DefinitionKind } from '../../../common/definitions/versions.ts';
import type { StarterInput } from './starter-bodies.ts';

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,62}$/;

interface NewDefinitionDialogProps {
  kind: DefinitionKind;
  visible: boolean;
  takenKeys: readonly string[];
  onCreate(input: StarterInput): void;
  onCancel(): void;
}

/** Asks for the alias and names of a new definition; the editor then opens a valid starter body. */
export function NewDefinitionDialog({ kind, visible, takenKeys, onCreate, onCancel }: NewDefinitionDialogProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<StarterInput>();
  const submit = async () => {
    const values = await form.validate();
    onCreate({ key: values.key.trim(), nameZh: values.nameZh.trim(), nameEn: (values.nameEn ?? '').trim() });
    form.resetFields();
  };
  return (
    <Modal title={t('newTitle', { kind: t(`kinds.${kind}`) })} visible={visible} onOk={submit} onCancel={onCancel} unmountOnExit data-testid="definition-new-dialog">
      <Form form={form} layout="vertical" autoComplete="off">
        <Form.Item
          label={t('key')}
          field="key"
          rules={[
            { required: true, message: t('keyRequired') },
            { match: KEY_PATTERN, message: t('keyPattern') },
            { validator: (value: string | undefined, callback) => callback(value && takenKeys.includes(value.trim()) ? t('keyTaken') : undefined) },
          ]}
        >
          <Input data-testid="definition-new-key" />
        </Form.Item>
        <Form.Item label={t('nameZh')} field="nameZh" rules={[{ required: true, message: t('nameRequired') }]}>
          <Input data-testid="definition-new-name-zh" maxLength={100} />
        </Form.Item>
        <Form.Item label={t('nameEn')} field="nameEn">
          <Input data-testid="definition-new-name-en" maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
