import { describe, expect, it } from 'vitest';
import { IdleTimer, idleTimeoutMs, type ActivityStore } from './idle-timer.ts';

const MINUTE = 60_000;

function memoryActivity(): ActivityStore & { value: number | null } {
  const store = {
    value: null as number | null,
    read: () => store.value,
    write: (at: number) => {
      store.value = at;
    },
  };
  return store;
}

describe('idleTimeoutMs', () => {
  it('prefers the runtime config override', () => {
    expect(idleTimeoutMs(5_000, 10)).toBe(5_000);
  });

  it("uses the user's overTime minutes, else 30 minutes", () => {
    expect(idleTimeoutMs(undefined, 10)).toBe(10 * MINUTE);
    expect(idleTimeoutMs(undefined, undefined)).toBe(30 * MINUTE);
    expect(idleTimeoutMs(undefined, 0)).toBe(30 * MINUTE);
  });
});

describe('IdleTimer', () => {
  it('expires once the timeout passes without activity', () => {
    const timer = new IdleTimer(30 * MINUTE, 0);
    expect(timer.isExpired(30 * MINUTE - 1)).toBe(false);
    expect(timer.isExpired(30 * MINUTE)).toBe(true);
  });

  it('starts over on activity', () => {
    const timer = new IdleTimer(30 * MINUTE, 0);
    timer.touch(20 * MINUTE);
    expect(timer.isExpired(40 * MINUTE)).toBe(false);
    expect(timer.isExpired(50 * MINUTE)).toBe(true);
  });

  it('counts activity in another tab of the same browser', () => {
    const shared = memoryActivity();
    const thisTab = new IdleTimer(30 * MINUTE, 0, shared);
    const otherTab = new IdleTimer(30 * MINUTE, 0, shared);
    otherTab.touch(25 * MINUTE);
    expect(thisTab.isExpired(35 * MINUTE)).toBe(false);
  });

  it('throttles writes to the shared store', () => {
    const shared = memoryActivity();
    const timer = new IdleTimer(30 * MINUTE, 0, shared, 5_000);
    timer.touch(1_000);
    expect(shared.value).toBe(0);
    timer.touch(6_000);
    expect(shared.value).toBe(6_000);
  });
});
