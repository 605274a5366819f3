import { describe, expect, it } from 'vitest';
import { buttonLabel, DEFAULT_BUTTONS, taskButtons } from '../../src/server/bpm/buttons.ts';
import { evaluateCondition } from '../../src/server/bpm/conditions.ts';
import { addDuration } from '../../src/server/bpm/duration.ts';

describe('bpmn rules: task buttons per node', () => {
  it('keeps only the first-node set on the first node', () => {
    expect(taskButtons(['agree', 'oppose', 'reject', 'backToStart', 'saveDraft', 'inqu', 'abort', 'commu'], { isFirstNode: true, isAddSign: false }))
      .toEqual(['agree', 'reject', 'saveDraft', 'inqu', 'abort']);
  });

  it('moves the housekeeping buttons to the end elsewhere', () => {
    expect(taskButtons(['saveDraft', 'lockUnlock', 'agree', 'endProcess', 'oppose', 'hangUp'], { isFirstNode: false, isAddSign: false }))
      .toEqual(['agree', 'oppose', 'saveDraft', 'lockUnlock', 'endProcess', 'hangUp']);
  });

  it('drops inqu, startTrans and lockUnlock on an add-sign task', () => {
    expect(taskButtons(['agree', 'inqu', 'startTrans', 'lockUnlock', 'oppose'], { isFirstNode: false, isAddSign: true })).toEqual(['agree', 'oppose']);
  });

  it('labels every default button in both languages', () => {
    for (const alias of DEFAULT_BUTTONS) {
      expect(buttonLabel(alias, 'zh-CN')).not.toBe(alias);
      expect(buttonLabel(alias, 'en-US')).not.toBe(alias);
    }
    expect(buttonLabel('agree', 'zh-CN')).toBe('同意');
  });
});

describe('bpmn rules: due times', () => {
  it('adds ISO 8601 durations, months by the calendar', () => {
    const start = new Date('2026-01-31T08:00:00Z');
    expect(addDuration(start, 'P3D').toISOString()).toBe('2026-02-03T08:00:00.000Z');
    expect(addDuration(start, 'PT1H30M').toISOString()).toBe('2026-01-31T09:30:00.000Z');
    expect(addDuration(new Date('2026-01-15T00:00:00Z'), 'P1M1W').toISOString()).toBe('2026-02-22T00:00:00.000Z');
    expect(() => addDuration(start, '3 days')).toThrow();
  });
});

describe('bpmn rules: jsonata conditions', () => {
  it('evaluates over the instance data', async () => {
    expect(await evaluateCondition('amount > 10000', { amount: 20000 })).toBe(true);
    expect(await evaluateCondition('amount > 10000', { amount: 5 })).toBe(false);
    expect(await evaluateCondition('missing = "x"', {})).toBe(false);
  });

  it('stops a runaway expression instead of hanging the request', async () => {
    await expect(evaluateCondition('($f := function($n) { $f($n + 1) }; $f(0))', {})).rejects.toThrow();
  });
});
