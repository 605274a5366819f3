import { Alert, Form, Input } from '@arco-design/web-react';
import type { FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Alert/style/css.js';
import { useTranslation } from 'react-i18next';
import type { PasswordStrategy } from '../../common/rules/password-strategy.ts';
import {
  newPasswordProblem,
  oldPasswordProblem,
  repeatPasswordProblem,
  type ChangePasswordValues,
  type FieldProblem,
} from './change-password-rules.ts';

export interface ChangePasswordFieldsProps {
  form: FormInstance<ChangePasswordValues>;
  strategy: PasswordStrategy | null | undefined;
  onSubmit: (values: ChangePasswordValues) => void;
  errorMessage?: string | null;
}

/** The strategy in words, shown under the new-password field. */
export function strategyHint(strategy: PasswordStrategy | null | undefined, t: (key: string, params?: Record<string, unknown>) => string): string {
  const length = strategy?.enable ? strategy.pwdLength : 6;
  if (strategy?.enable && strategy.pwdRule >= 2) return t('profile:ruleWithLength', { length, rule: t(`profile:rule${strategy.pwdRule}`) });
  return t('profile:ruleLength', { length });
}

/** Old / new / repeat with the spec's messages; the owner supplies buttons (dialog footer or page). */
export function ChangePasswordFields({ form, strategy, onSubmit, errorMessage }: ChangePasswordFieldsProps) {
  const { t } = useTranslation();
  const rule = (check: (value: string | undefined) => FieldProblem | null) => ({
    validator: (value: string | undefined, callback: (error?: string) => void) => {
      const problem = check(value);
      callback(problem ? String(t(problem.key, problem.params)) : undefined);
    },
  });
  return (
    <Form<ChangePasswordValues>
      form={form}
      layout="vertical"
      requiredSymbol={{ position: 'start' }}
      onSubmit={onSubmit}
      data-testid="change-password-form"
    >
      {errorMessage ? <Alert type="error" content={errorMessage} showIcon style={{ marginBottom: 16 }} data-testid="change-password-error" /> : null}
      <Form.Item field="oldPassword" label={t('profile:oldPassword')} required rules={[rule(oldPasswordProblem)]}>
        <Input.Password placeholder={t('profile:oldPasswordPlaceholder')} autoComplete="current-password" data-testid="old-password" />
      </Form.Item>
      <Form.Item
        field="newPassword"
        label={t('profile:newPassword')}
        required
        extra={strategyHint(strategy, (key, params) => String(t(key, params)))}
        rules={[rule((value) => newPasswordProblem(value, strategy))]}
      >
        <Input.Password placeholder={t('profile:newPasswordPlaceholder')} autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <Form.Item
        field="repeatPassword"
        label={t('profile:repeatPassword')}
        required
        dependencies={['newPassword']}
        rules={[rule((value) => repeatPasswordProblem(value, form.getFieldValue('newPassword')))]}
      >
        <Input.Password placeholder={t('profile:repeatPasswordPlaceholder')} autoComplete="new-password" data-testid="repeat-password" />
      </Form.Item>
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </Form>
  );
}
