import { describe, expect, it } from 'vitest';
import { newPasswordProblem, oldPasswordProblem, repeatPasswordProblem } from './change-password-rules.ts';

describe('change password rules', () => {
  it('requires the old and new passwords', () => {
    expect(oldPasswordProblem('')).toEqual({ key: 'errors:oldPasswordRequired' });
    expect(newPasswordProblem('', null)).toEqual({ key: 'errors:newPasswordRequired' });
  });

  it('needs 6 characters without a strategy', () => {
    expect(newPasswordProblem('abc12', null)).toEqual({ key: 'errors:passwordLengthAtLeast', params: { length: 6 } });
    expect(newPasswordProblem('abc123', null)).toBeNull();
  });

  it("applies the tenant's length and rule", () => {
    const strategy = { enable: true, pwdRule: 3 as const, pwdLength: 8 };
    expect(newPasswordProblem('Ab1!', strategy)).toEqual({ key: 'errors:passwordLengthAtLeast', params: { length: 8 } });
    expect(newPasswordProblem('abcd1234', strategy)).toEqual({ key: 'errors:passwordRule3' });
    expect(newPasswordProblem('abcd123!', strategy)).toBeNull();
  });

  it('requires the repeat and that it matches', () => {
    expect(repeatPasswordProblem('', 'x')).toEqual({ key: 'profile:repeatPasswordRequired' });
    expect(repeatPasswordProblem('abc1234', 'abc123')).toEqual({ key: 'profile:passwordMismatch' });
    expect(repeatPasswordProblem('abc123', 'abc123')).toBeNull();
  });
});
