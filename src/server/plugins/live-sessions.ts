import type pg from 'pg';
import { SESSION_ENDED_CHANNEL } from '../db/migrations/0092-session-liveness-cache.ts';

/** A kept answer is asked again after this long even when nothing announced an end (a second wall behind NOTIFY). */
export const RECHECK_MS = 60_000;
/** Sessions kept per process (the oldest is dropped first). */
const KEPT_SESSIONS = 50_000;
/** A lost LISTEN connection is opened again after this pause; nothing is kept meanwhile. */
const RECONNECT_MS = 1_000;

interface Kept { tenantId: number; userId: number; until: number }

/** What was forgotten: one session, every session of a user, or everything (a lost LISTEN, an unknown announcement). */
export type Forgotten = { sessionId: string } | { tenantId: number; userId: number } | 'all';

/**
 * The sessions this process found live, so an authenticated request costs no database round trip for its session.
 *
 * Only on PostgreSQL, and only while this process LISTENs on `auth_session_ended` (migration 0092): triggers announce
 * every session revoked or deleted and every user disabled or deleted, whichever process or tool made the change, and
 * each process forgets what it kept at once. While the LISTEN connection is down nothing is kept (every request asks
 * the database), and everything is forgotten when it comes back (announcements may have been missed meanwhile).
 * A request answered from here also has its session asked again, for free, inside its first tenant transaction
 * (see session-recheck.ts), so a read that reaches the database never sees a session that ended before it began.
 */
export class LiveSessions {
  private readonly kept = new Map<string, Kept>();
  private listener: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  /** Bumped by every forgetting: an answer fetched across one is not kept (it may predate the end). */
  private generation = 0;
  private readonly forgetListeners = new Set<(forgotten: Forgotten) => void>();

  /**
   * Calls `listener` after every forgetting: a sign-out in this process, and on PostgreSQL every session end and user
   * disabled that any process announced (long-lived streams close on it). Returns the unsubscribe function.
   */
  onForget(listener: (forgotten: Forgotten) => void): () => void {
    this.forgetListeners.add(listener);
    return () => this.forgetListeners.delete(listener);
  }

  private told(forgotten: Forgotten): void {
    for (const listener of [...this.forgetListeners]) listener(forgotten);
  }

  /** True while answers are kept (LISTEN connected). */
  get active(): boolean {
    return this.listener !== null;
  }

  /** The session is known live now. */
  isLive(tenantId: number, userId: number, sessionId: string): boolean {
    const entry = this.kept.get(sessionId);
    if (!entry) return false;
    if (entry.until <= Date.now() || entry.tenantId !== tenantId || entry.userId !== userId) {
      this.kept.delete(sessionId);
      return false;
    }
    return true;
  }

  /** A mark to pass to `remember` with the answer of a database check started now. */
  mark(): number {
    return this.generation;
  }

  /** Keeps a live session until its expiry (at most RECHECK_MS), unless something was forgotten since `mark`. */
  remember(mark: number, tenantId: number, userId: number, sessionId: string, expiresAt: Date): void {
    if (!this.listener || mark !== this.generation) return;
    const until = Math.min(expiresAt.getTime(), Date.now() + RECHECK_MS);
    if (!(until > Date.now())) return;
    if (this.kept.size >= KEPT_SESSIONS) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(sessionId, { tenantId, userId, until });
  }

  forgetSession(sessionId: string): void {
    this.generation += 1;
    this.kept.delete(sessionId);
    this.told({ sessionId });
  }

  forgetUser(tenantId: number, userId: number): void {
    this.generation += 1;
    for (const [id, entry] of this.kept) {
      if (entry.userId === userId && entry.tenantId === tenantId) this.kept.delete(id);
    }
    this.told({ tenantId, userId });
  }

  forgetAll(): void {
    this.generation += 1;
    this.kept.clear();
    this.told('all');
  }

  /** Handles one announcement ('s:<session>' or 'u:<tenant>:<user>'); anything else forgets everything. */
  heard(payload: string | undefined): void {
    const [kind, a, b] = (payload ?? '').split(':');
    if (kind === 's' && a) this.forgetSession(a);
    else if (kind === 'u' && Number.isInteger(Number(a)) && Number.isInteger(Number(b))) this.forgetUser(Number(a), Number(b));
    else this.forgetAll();
  }

  /** LISTENs on a dedicated connection; keeps trying to reconnect when it is lost. */
  async listen(databaseUrl: string): Promise<void> {
    const { default: pgModule } = await import('pg');
    const client = new pgModule.Client({ connectionString: databaseUrl });
    const lost = () => {
      if (this.listener === client) this.listener = null;
      this.forgetAll();
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (!this.closed && !this.retry) {
        this.retry = setTimeout(() => {
          this.retry = null;
          this.listen(databaseUrl).catch(() => lost());
        }, RECONNECT_MS);
        this.retry.unref();
      }
    };
    client.on('error', lost);
    client.on('end', () => { if (this.listener === client) lost(); });
    client.on('notification', (message) => {
      if (message.channel === SESSION_ENDED_CHANNEL) this.heard(message.payload);
    });
    await client.connect();
    await client.query(`listen ${SESSION_ENDED_CHANNEL}`);
    if (this.closed) {
      await client.end();
      return;
    }
    // Ends announced before the LISTEN took effect were not heard: start from nothing.
    this.forgetAll();
    this.listener = client;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = null;
    this.forgetAll();
    await listener?.end().catch(() => undefined);
  }
}
