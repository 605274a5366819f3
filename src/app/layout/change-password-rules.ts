import { checkPassword, type PasswordStrategy } from '../../common/rules/password-strategy.ts';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** An i18n key (with its parameters) describing what is wrong with one field. */
export interface FieldProblem {
  key: string;
  params?: Record<string, unknown>;
}

export function oldPasswordProblem(value: string | undefined): FieldProblem | null {
  return value ? null : { key: 'errors:oldPasswordRequired' };
}

/** 请输入新密码, then the strategy's length and rule messages (新密码长度至少为N, 新密码必须包含...). */
export function newPasswordProblem(value: string | undefined, strategy: PasswordStrategy | null | undefined): FieldProblem | null {
  if (!value) return { key: 'errors:newPasswordRequired' };
  const problem = checkPassword(value, strategy);
  if (!problem) return null;
  return problem.key === 'passwordLengthAtLeast'
    ? { key: 'errors:passwordLengthAtLeast', params: { length: problem.length } }
    : { key: `errors:${problem.key}` };
}

export function repeatPasswordProblem(value: string | undefined, newPassword: string | undefined): FieldProblem | null {
  if (!value) return { key: 'profile:repeatPasswordRequired' };
  return value === newPassword ? null : { key: 'profile:passwordMismatch' };
}
