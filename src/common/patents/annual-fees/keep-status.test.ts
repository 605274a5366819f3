import { describe, expect, it } from 'vitest';
import { actionForTarget, keepMove, KEEP_STATUSES, officeActionsFrom, type KeepAction, type KeepStatus } from './keep-status.ts';

const ALL = Object.keys(KEEP_STATUSES) as KeepStatus[];
const allowed: Record<KeepAction, KeepStatus[]> = {
  consult: ['undecided'],
  keep: ['undecided', 'consulting', 'abandon'],
  abandon: ['undecided', 'consulting', 'keep'],
  pay: ['keep'],
  lapse: ['undecided', 'consulting', 'keep', 'abandon'],
  restore: ['lapsed'],
};

describe('maintenance state machine', () => {
  it.each(Object.entries(allowed))('%s is allowed exactly from %j and refused from every other state', (action, from) => {
    for (const state of ALL) {
      const to = keepMove(action as KeepAction, state);
      if (from.includes(state)) expect(to, `${action} from ${state}`).not.toBeNull();
      else expect(to, `${action} from ${state}`).toBeNull();
    }
  });

  it('moves to the named states', () => {
    expect(keepMove('consult', 'undecided')).toBe('consulting');
    expect(keepMove('keep', 'abandon')).toBe('keep');
    expect(keepMove('abandon', 'keep')).toBe('abandon');
    expect(keepMove('pay', 'keep')).toBe('paid');
    expect(keepMove('lapse', 'abandon')).toBe('lapsed');
    expect(keepMove('restore', 'lapsed')).toBe('keep');
  });

  it('a paid fee is final; nothing but the system lapses; keep from lapsed is a restoration', () => {
    expect(officeActionsFrom('paid')).toEqual([]);
    expect(officeActionsFrom('undecided')).toEqual(['consult', 'keep', 'abandon']);
    expect(officeActionsFrom('keep')).toEqual(['abandon', 'pay']);
    expect(officeActionsFrom('lapsed')).toEqual(['restore']);
    expect(actionForTarget('keep', 'lapsed')).toBe('restore');
    expect(actionForTarget('keep', 'consulting')).toBe('keep');
  });
});
