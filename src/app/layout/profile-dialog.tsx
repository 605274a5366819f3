import { useEffect } from 'react';
import { Alert, Button, Descriptions, Form, Input, Modal, Radio, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Alert/style/css.js';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../../common/rules/profile.ts';
import type { UserDetail } from '../api/types.ts';

export interface ProfileValues {
  fullname: string;
  email: string;
  mobile: string;
  /** Empty when the user has not said. */
  sex: NonNullable<UserDetail['user']['sex']> | '';
  address: string;
}

export type ProfileMode = 'view' | 'edit';

export interface ProfileDialogProps {
  visible: boolean;
  detail: UserDetail | undefined;
  loading?: boolean;
  mode: ProfileMode;
  onModeChange: (mode: ProfileMode) => void;
  saving?: boolean;
  errorMessage?: string | null;
  onSave: (values: ProfileValues) => void;
  onClose: () => void;
}

const STATUS_KEYS: Record<string, string> = { '1': 'statusNormal', '0': 'statusDisabled', '-1': 'statusInactive' };

/** Personal info: a read view that toggles to an edit form (email / mobile checked with the spec's messages). */
export function ProfileDialog(props: ProfileDialogProps) {
  const { visible, detail, loading, mode, onModeChange, saving, errorMessage, onSave, onClose } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileValues>();
  const user = detail?.user;

  useEffect(() => {
    if (mode === 'edit' && user) {
      form.setFieldsValue({
        fullname: user.fullname ?? '',
        email: user.email ?? '',
        mobile: user.mobile ?? '',
        sex: user.sex ?? '',
        address: user.address ?? '',
      });
    }
  }, [mode, user, form]);

  const text = (value: string | null | undefined) => value || t('profile:empty');
  const sexText = (sex: string | null | undefined) =>
    sex === 'male' ? t('profile:male') : sex === 'female' ? t('profile:female') : t('profile:empty');
  const statusText = (status: number | undefined) =>
    status === undefined ? t('profile:empty') : t(`profile:${STATUS_KEYS[String(status)] ?? 'statusLeft'}`);
  const tags = (names: string[]) =>
    names.length ? names.map((name) => <Tag key={name} size="small" color="arcoblue" style={{ margin: '2px 4px 2px 0' }}>{name}</Tag>) : t('profile:empty');

  const footer =
    mode === 'view' ? (
      <>
        <Button onClick={onClose} data-testid="profile-close">{t('common:close')}</Button>
        <Button type="primary" onClick={() => onModeChange('edit')} disabled={!user} data-testid="profile-edit">
          {t('profile:edit')}
        </Button>
      </>
    ) : (
      <>
        <Button onClick={() => onModeChange('view')} disabled={saving} data-testid="profile-cancel-edit">
          {t('profile:cancelEdit')}
        </Button>
        <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="profile-save">
          {t('common:save')}
        </Button>
      </>
    );

  return (
    <Modal title={t('profile:title')} visible={visible} onCancel={onClose} footer={footer} unmountOnExit style={{ width: 600 }}>
      <div data-testid="profile-dialog" data-mode={mode}>
        {errorMessage ? <Alert type="error" content={errorMessage} showIcon style={{ marginBottom: 16 }} data-testid="profile-error" /> : null}
        {loading || !detail ? (
          <div style={{ textAlign: 'center', padding: 40 }}>
            <Spin />
          </div>
        ) : mode === 'view' ? (
          <Descriptions
            column={1}
            labelStyle={{ width: 110 }}
            data={[
              { label: t('profile:fullname'), value: text(user?.fullname) },
              { label: t('profile:account'), value: text(user?.account) },
              { label: t('profile:email'), value: text(user?.email) },
              { label: t('profile:mobile'), value: text(user?.mobile) },
              { label: t('profile:sex'), value: sexText(user?.sex) },
              { label: t('profile:address'), value: text(user?.address) },
              { label: t('profile:status'), value: statusText(user?.status) },
              { label: t('profile:roles'), value: tags(detail.roleList.map((role) => role.name)) },
              { label: t('profile:posts'), value: tags(detail.postList.map((post) => post.pathName || post.postName)) },
              { label: t('profile:orgs'), value: tags(detail.orgList.map((org) => org.pathName || org.orgName)) },
            ]}
          />
        ) : (
          <Form<ProfileValues> form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 19 }} onSubmit={onSave}>
            <Form.Item label={t('profile:account')}>
              <Input value={user?.account} disabled />
            </Form.Item>
            <Form.Item field="fullname" label={t('profile:fullname')} rules={[{ required: true, message: t('profile:fullnameRequired') }]}>
              <Input maxLength={50} data-testid="profile-fullname" />
            </Form.Item>
            <Form.Item field="email" label={t('profile:email')} rules={[{ match: EMAIL_PATTERN, message: t('errors:emailFormat') }]}>
              <Input maxLength={100} data-testid="profile-email" />
            </Form.Item>
            <Form.Item field="mobile" label={t('profile:mobile')} rules={[{ match: MOBILE_PATTERN, message: t('errors:mobileFormat') }]}>
              <Input maxLength={11} data-testid="profile-mobile" />
            </Form.Item>
            <Form.Item field="sex" label={t('profile:sex')}>
              <Radio.Group>
                <Radio value="male">{t('profile:male')}</Radio>
                <Radio value="female">{t('profile:female')}</Radio>
              </Radio.Group>
            </Form.Item>
            <Form.Item field="address" label={t('profile:address')}>
              <Input maxLength={200} data-testid="profile-address" />
            </Form.Item>
          </Form>
        )}
      </div>
    </Modal>
  );
}
