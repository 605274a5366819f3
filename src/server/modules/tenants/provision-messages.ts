import { errors } from '../../../common/i18n/errors.ts';
import type { PasswordProblem } from '../../../common/rules/password-strategy.ts';

export type ProvisionLanguage = 'zh-CN' | 'en-US';

/** Why `npm run tenant:create` refuses, in both languages of the server's messages. */
const MESSAGES = {
  'zh-CN': {
    tenantCodeFormat: '租户编码格式不正确：{{code}}（2 到 32 位小写字母、数字或连字符，以字母开头）',
    tenantCodeTaken: '租户编码 {{code}} 已存在',
    tenantNameRequired: '请输入租户名称',
    tenantNameTooLong: '租户名称不能超过 {{max}} 个字符',
    tenantTypeUnknown: '未知的租户类型：{{type}}（可选：{{types}}）',
    adminAccountFormat: '管理员账号格式不符合规范：{{account}}（2 到 20 位字母、数字、下划线或连字符）',
    adminNameTooLong: '管理员姓名不能超过 {{max}} 个字符',
    adminPasswordRequired: '请输入管理员密码（--password 或环境变量 PORTAL_ADMIN_PASSWORD）',
    adminPasswordWeak: '管理员密码不符合密码策略：{{reason}}',
  },
  'en-US': {
    tenantCodeFormat: 'Invalid tenant code: {{code}} (2 to 32 lower-case letters, digits or hyphens, starting with a letter)',
    tenantCodeTaken: 'Tenant code {{code}} already exists',
    tenantNameRequired: 'Please enter the tenant name',
    tenantNameTooLong: 'The tenant name must not exceed {{max}} characters',
    tenantTypeUnknown: 'Unknown tenant type: {{type}} (one of: {{types}})',
    adminAccountFormat: 'Invalid administrator account: {{account}} (2 to 20 letters, digits, underscores or hyphens)',
    adminNameTooLong: "The administrator's name must not exceed {{max}} characters",
    adminPasswordRequired: 'Please give the administrator password (--password or the environment variable PORTAL_ADMIN_PASSWORD)',
    adminPasswordWeak: 'The administrator password does not meet the password policy: {{reason}}',
  },
} as const;

export type ProvisionMessageKey = keyof (typeof MESSAGES)['zh-CN'];

const fill = (template: string, params: Record<string, unknown>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

export function provisionMessage(language: ProvisionLanguage, key: ProvisionMessageKey, params: Record<string, unknown> = {}): string {
  return fill(MESSAGES[language][key], params);
}

/** The password policy's own message (the one a password change answers with), for `adminPasswordWeak`. */
export function passwordProblemMessage(language: ProvisionLanguage, problem: PasswordProblem): string {
  return fill(errors[language][problem.key], problem.key === 'passwordLengthAtLeast' ? { length: problem.length } : {});
}

/** A refusal of tenant provisioning: nothing was written. `message` is the en-US text; `messageIn` gives either. */
export class ProvisionRefused extends Error {
  constructor(
    readonly key: ProvisionMessageKey,
    readonly params: Record<string, unknown> = {},
    /** Parameters that are themselves messages by language (the password policy's reason). */
    private readonly localParams: Partial<Record<ProvisionLanguage, Record<string, unknown>>> = {},
  ) {
    super(provisionMessage('en-US', key, { ...params, ...localParams['en-US'] }));
    this.name = 'ProvisionRefused';
  }

  messageIn(language: ProvisionLanguage): string {
    return provisionMessage(language, this.key, { ...this.params, ...this.localParams[language] });
  }
}
