/**
 * Everything the e2e helpers assume about the client's markup and storage, in one place. When a page
 * changes its data-testid attributes or storage keys, change them here.
 */
export const loginPage = {
  path: '/login',
  form: '[data-testid="login-form"]',
  tenant: '[data-testid="login-tenant"]',
  account: '[data-testid="login-account"]',
  password: '[data-testid="login-password"]',
  submit: '[data-testid="login-submit"]',
  error: '[data-testid="login-error"]',
} as const;

/** localStorage keys the shell reads at start (src/app/i18n/i18n.ts, src/app/session/session-store.ts). */
export const storageKeys = {
  language: 'lang',
  tenantCode: 'tenantCode',
} as const;
