import type { Static } from '@sinclair/typebox';
import type { PasswordStrategyReply } from '../api/auth.ts';

/** A tenant's password strategy (spec: enable, pwdRule 2/3/4, pwdLength). Rule 1 means length only. */
export type PasswordStrategy = Static<typeof PasswordStrategyReply>;

/** Without an enabled strategy a new password needs at least this many characters. */
export const MIN_PASSWORD_LENGTH = 6;

export type PasswordProblem =
  | { key: 'passwordLengthAtLeast'; length: number }
  | { key: 'passwordRule2' }
  | { key: 'passwordRule3' }
  | { key: 'passwordRule4' };

const DIGIT = /\d/;
const LETTER = /[A-Za-z]/;
const UPPER = /[A-Z]/;
const LOWER = /[a-z]/;
const SPECIAL = /[^A-Za-z0-9]/;

/**
 * The first rule a password breaks, or null. Message keys are in the `errors` catalog
 * (新密码长度至少为N, 新密码必须包含数字、字母, ...).
 */
export function checkPassword(password: string, strategy: PasswordStrategy | null | undefined): PasswordProblem | null {
  if (!strategy?.enable) {
    return password.length < MIN_PASSWORD_LENGTH ? { key: 'passwordLengthAtLeast', length: MIN_PASSWORD_LENGTH } : null;
  }
  if (password.length < strategy.pwdLength) return { key: 'passwordLengthAtLeast', length: strategy.pwdLength };
  switch (strategy.pwdRule) {
    case 2:
      return DIGIT.test(password) && LETTER.test(password) ? null : { key: 'passwordRule2' };
    case 3:
      return DIGIT.test(password) && LETTER.test(password) && SPECIAL.test(password) ? null : { key: 'passwordRule3' };
    case 4:
      return DIGIT.test(password) && UPPER.test(password) && LOWER.test(password) && SPECIAL.test(password)
        ? null
        : { key: 'passwordRule4' };
    default:
      return null;
  }
}
