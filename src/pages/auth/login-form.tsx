import { Alert, Button, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Alert/style/css.js';
import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATTERN } from '../../common/rules/profile.ts';

export interface LoginValues {
  account: string;
  password: string;
}

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  submitting?: boolean;
  /** The server's message (or 登录超时) of the last attempt. */
  errorMessage?: string | null;
  initialAccount?: string;
  /** Called after the fields are cleared, so the page can drop its error. */
  onReset?: () => void;
  disabled?: boolean;
}

/** Account + password with the spec's validation messages; knows nothing about HTTP. */
export function LoginForm({ onSubmit, submitting, errorMessage, initialAccount, onReset, disabled }: LoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      size="large"
      requiredSymbol={false}
      initialValues={{ account: initialAccount ?? '', password: '' }}
      onSubmit={(values) => onSubmit({ account: values.account.trim(), password: values.password })}
      data-testid="login-form"
      className="pp-login-form"
      autoComplete="on"
    >
      {errorMessage ? (
        <Alert type="error" content={errorMessage} showIcon style={{ marginBottom: 16 }} data-testid="login-error" />
      ) : null}
      <Form.Item
        field="account"
        label={t('auth:account')}
        rules={[
          { required: true, message: t('errors:accountRequired') },
          { match: ACCOUNT_PATTERN, message: t('errors:accountFormat') },
        ]}
        validateTrigger="onBlur"
      >
        <Input
          prefix={<IconUser />}
          placeholder={t('auth:accountPlaceholder')}
          autoComplete="username"
          data-testid="login-account"
          maxLength={20}
        />
      </Form.Item>
      <Form.Item
        field="password"
        label={t('auth:password')}
        rules={[{ required: true, message: t('errors:passwordRequired') }]}
        validateTrigger="onBlur"
      >
        <Input.Password
          prefix={<IconLock />}
          placeholder={t('auth:passwordPlaceholder')}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      <div className="pp-login-actions">
        <Button type="primary" htmlType="submit" long loading={submitting} disabled={disabled} data-testid="login-submit">
          {submitting ? t('auth:signingIn') : t('auth:login')}
        </Button>
        <Button
          long
          disabled={submitting}
          data-testid="login-reset"
          onClick={() => {
            form.resetFields();
            form.setFieldsValue({ account: '', password: '' });
            onReset?.();
          }}
        >
          {t('auth:reset')}
        </Button>
      </div>
    </Form>
  );
}
