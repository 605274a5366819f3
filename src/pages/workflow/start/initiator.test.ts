import { describe, expect, it } from 'vitest';
import { agentLeaderId, initialInitiator, MYSELF } from './initiator.ts';

const leaders = [{ id: '3', name: '陈院长' }, { id: '4', name: '王主任' }];

describe('initialInitiator', () => {
  it('starts for oneself when the caller is no secretary', () => {
    expect(initialInitiator([], undefined)).toBe(MYSELF);
    expect(initialInitiator([], '3')).toBe(MYSELF);
  });

  it('takes the route\'s choice when it is the caller or one of their leaders, else leaves the choice open', () => {
    expect(initialInitiator(leaders, '0')).toBe('0');
    expect(initialInitiator(leaders, '4')).toBe('4');
    expect(initialInitiator(leaders, '99')).toBeUndefined();
    expect(initialInitiator(leaders, undefined)).toBeUndefined();
  });

  it('sends 0 for oneself and the leader\'s id otherwise', () => {
    expect(agentLeaderId(MYSELF)).toBe(0);
    expect(agentLeaderId('4')).toBe(4);
  });
});
