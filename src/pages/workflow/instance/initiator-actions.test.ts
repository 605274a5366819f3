import { describe, expect, it } from 'vitest';
import type { Opinion } from '../../../app/api/workflow-instance.ts';
import { initiatorActions } from './initiator-actions.ts';

const op = (status: string, auditor = '7'): Opinion => ({
  id: status, taskId: null, taskKey: 'n', taskName: 'n', auditor, auditorName: 'x', status, statusName: status, opinion: '', createTime: '', onBehalfName: null, files: null,
});
const running = { status: 'running', creatorId: '7' };

describe('initiatorActions', () => {
  it('lets the initiator urge a running instance, and revoke while the start is the last step', () => {
    expect(initiatorActions(running, [op('start'), op('urge'), op('copyto', '3')], '7')).toMatchObject({ urge: true, revoke: true });
    expect(initiatorActions(running, [op('start'), op('agree', '3')], '7')).toMatchObject({ urge: true, revoke: false });
    expect(initiatorActions(running, [op('start'), op('revoke')], '7')).toMatchObject({ urge: true, revoke: false });
  });

  it('offers nothing to others or on a finished instance', () => {
    const none = { urge: false, revoke: false, forbid: false, unforbid: false };
    expect(initiatorActions(running, [op('start')], '8')).toEqual(none);
    expect(initiatorActions({ status: 'end', creatorId: '7' }, [op('start')], '7')).toEqual(none);
    expect(initiatorActions({ status: 'manual_end', creatorId: '7' }, [op('start')], '7', true)).toEqual(none);
    expect(initiatorActions(running, undefined, undefined)).toEqual(none);
    expect(initiatorActions(running, undefined, undefined, true)).toEqual(none);
  });

  it('lets the initiator or an administrator forbid a running instance and lift a forbidden one', () => {
    expect(initiatorActions(running, [op('start')], '7')).toMatchObject({ forbid: true, unforbid: false });
    expect(initiatorActions(running, [op('start')], '8', true)).toEqual({ urge: false, revoke: false, forbid: true, unforbid: false });
    const forbidden = { status: 'forbidden', creatorId: '7' };
    expect(initiatorActions(forbidden, [op('start')], '7')).toEqual({ urge: false, revoke: false, forbid: false, unforbid: true });
    expect(initiatorActions(forbidden, [op('start')], '8', true)).toMatchObject({ forbid: false, unforbid: true });
    expect(initiatorActions(forbidden, [op('start')], '8')).toMatchObject({ forbid: false, unforbid: false });
  });
});
