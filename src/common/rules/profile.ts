/** Login account: 2-20 letters, digits, underscore or hyphen (spec, login validation). */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_-]{2,20}$/;

/** Profile email (邮箱格式不正确！). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Mobile: 11 digits, starting with 1, second digit 3-9 (手机号码不正确！). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export type ProfileProblem = { field: 'email'; key: 'emailFormat' } | { field: 'mobile'; key: 'mobileFormat' };

/** Checks the fields of a profile save; empty email and mobile are allowed. */
export function checkProfile(input: { email?: string | null; mobile?: string | null }): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  if (input.email && !EMAIL_PATTERN.test(input.email)) problems.push({ field: 'email', key: 'emailFormat' });
  if (input.mobile && !MOBILE_PATTERN.test(input.mobile)) problems.push({ field: 'mobile', key: 'mobileFormat' });
  return problems;
}
