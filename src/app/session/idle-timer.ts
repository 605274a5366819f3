export const DEFAULT_IDLE_MINUTES = 30;

/** Idle timeout: the runtime config's override, else the user's overTime minutes, else 30 minutes. */
export function idleTimeoutMs(configTimeoutMs: number | undefined, userOverTimeMinutes: number | undefined | null): number {
  if (configTimeoutMs && configTimeoutMs > 0) return configTimeoutMs;
  const minutes = userOverTimeMinutes && userOverTimeMinutes > 0 ? userOverTimeMinutes : DEFAULT_IDLE_MINUTES;
  return minutes * 60_000;
}

/** Last activity shared by the tabs of a browser, so working in one tab keeps the others signed in. */
export interface ActivityStore {
  read(): number | null;
  write(at: number): void;
}

export const LAST_ACTIVITY_KEY = 'lastActivityAt';

export function storageActivity(storage: Pick<Storage, 'getItem' | 'setItem'>): ActivityStore {
  return {
    read: () => {
      const value = Number(storage.getItem(LAST_ACTIVITY_KEY));
      return Number.isFinite(value) && value > 0 ? value : null;
    },
    write: (at) => storage.setItem(LAST_ACTIVITY_KEY, String(at)),
  };
}

/** Tracks activity and tells when the user has been idle for `timeoutMs`. Pure: time is passed in. */
export class IdleTimer {
  private lastActivity: number;
  private lastWritten = 0;

  constructor(
    private readonly timeoutMs: number,
    now: number,
    private readonly shared?: ActivityStore,
    /** Shared writes are throttled to this interval. */
    private readonly writeEveryMs = 5_000,
  ) {
    this.lastActivity = now;
    this.shared?.write(now);
    this.lastWritten = now;
  }

  touch(now: number): void {
    this.lastActivity = now;
    if (this.shared && now - this.lastWritten >= this.writeEveryMs) {
      this.shared.write(now);
      this.lastWritten = now;
    }
  }

  lastActiveAt(): number {
    return Math.max(this.lastActivity, this.shared?.read() ?? 0);
  }

  isExpired(now: number): boolean {
    return now - this.lastActiveAt() >= this.timeoutMs;
  }
}
