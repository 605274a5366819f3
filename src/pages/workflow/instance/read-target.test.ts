import { describe, expect, it } from 'vitest';
import { readTarget } from './read-target.ts';

describe('readTarget', () => {
  it('reads the instance of every instance and read route', () => {
    expect(readTarget({ instId: '5' })).toEqual({ instId: '5', unreadNoticeId: undefined });
    expect(readTarget({ instId: '5', type: 'request' })).toEqual({ instId: '5', unreadNoticeId: undefined });
    expect(readTarget({ instId: '5', myReadType: 'agent' })).toEqual({ instId: '5', unreadNoticeId: undefined });
    expect(readTarget({ taskId: '9', task_state: 'NORMAL' })).toEqual({ taskId: '9' });
  });

  it('marks read only a copy opened from the unread box', () => {
    expect(readTarget({ instId: '5', type: 'todoRead', readId: '7' }).unreadNoticeId).toBe('7');
    expect(readTarget({ instId: '5', type: 'doneRead', readId: '7' }).unreadNoticeId).toBeUndefined();
    expect(readTarget({ instId: '5', type: 'x', readType: 'todoRead', readDoneId: '8' }).unreadNoticeId).toBe('8');
    expect(readTarget({ instId: '5', type: 'todoRead', readType: 'myRead', readDoneId: '8' }).unreadNoticeId).toBeUndefined();
    expect(readTarget({ instId: '5', readId: '7', myReadType: 'todoRead' }).unreadNoticeId).toBe('7');
    expect(readTarget({ instId: '5', readId: '7', myReadType: 'myRead' }).unreadNoticeId).toBeUndefined();
  });

  it('offers the reply to a copy the caller received (unread or read box), not to one they sent', () => {
    expect(readTarget({ instId: '5', readId: '7', myReadType: 'todoRead' }).receivedNoticeId).toBe('7');
    expect(readTarget({ instId: '5', readId: '7', myReadType: 'doneRead' }).receivedNoticeId).toBe('7');
    expect(readTarget({ instId: '5', type: 'x', readType: 'doneRead', readDoneId: '8' }).receivedNoticeId).toBe('8');
    expect(readTarget({ instId: '5', readId: '7', myReadType: 'myRead' }).receivedNoticeId).toBeUndefined();
    expect(readTarget({ instId: '5' }).receivedNoticeId).toBeUndefined();
  });
});
