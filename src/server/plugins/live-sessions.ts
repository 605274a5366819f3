import type pg from 'pg';
import type { ListenFunction } from '../db/database.ts';
import { SESSION_ENDED_CHANNEL } from '../db/migrations/0092-session-liveness-cache.ts';
import { USER_CHANGED_CHANNEL } from '../db/migrations/0108-current-user-announced.ts';

/** A kept answer is asked again after this long even when nothing announced an end (a second wall behind NOTIFY). */
export const RECHECK_MS = 60_000;
/** Sessions kept per process (the oldest is dropped first). */
const KEPT_SESSIONS = 50_000;
/** A lost LISTEN connection is opened again after this pause; nothing is kept meanwhile. */
const RECONNECT_MS = 1_000;

interface Kept {
  tenantId: number;
  userId: number;
  until: number;
  /** The session's current-user answer (auth_current_user), kept until a change to it is announced (migration 0108). */
  user?: unknown;
}

/** An announcement's payload (migrations 0092 and 0108): 's:<session>', 'u:<tenant>:<user>' or 't:<tenant>'. */
type Announcement = { kind: 's'; sessionId: string } | { kind: 'u'; tenantId: number; userId: number } | { kind: 't'; tenantId: number };

/** The announcement a payload names, or null for anything else (the listener then forgets everything). */
function announcement(payload: string | undefined): Announcement | null {
  const [kind, a, b] = (payload ?? '').split(':');
  if (!a) return null;
  if (kind === 's') return { kind, sessionId: a };
  const tenantId = Number(a);
  const userId = Number(b);
  if (kind === 'u' && b && Number.isInteger(tenantId) && Number.isInteger(userId)) return { kind, tenantId, userId };
  if (kind === 't' && Number.isInteger(tenantId)) return { kind, tenantId };
  return null;
}

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
 *
 * Beside a live session it keeps the session's current-user answer (GET /login/user/info), forgotten when
 * `auth_user_changed` (migration 0108) announces a change to the user, the session's post or the tenant's roles, posts,
 * organisations or settings. That read then reaches no database at all: between an end committed on another process
 * and its announcement arriving here (about a millisecond), this process may still answer the caller's own user info,
 * never anything else, since every read of data is asked again in its transaction.
 */
export class LiveSessions {
  private readonly kept = new Map<string, Kept>();
  private listener: pg.Client | null = null;
  /** The embedded database's LISTEN (PGlite), stopped by this function. */
  private embedded: (() => Promise<void>) | null = null;
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
    return this.listener !== null || this.embedded !== null;
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

  /** The kept current-user answer of a live session, or undefined (not kept, or the session not known live). */
  keptUser(tenantId: number, userId: number, sessionId: string): unknown {
    return this.isLive(tenantId, userId, sessionId) ? this.kept.get(sessionId)?.user : undefined;
  }

  /** Keeps a live session's current-user answer read since `mark`, unless something was forgotten meanwhile. */
  rememberUser(mark: number, tenantId: number, userId: number, sessionId: string, user: unknown): void {
    if (!this.active || mark !== this.generation || user == null) return;
    const entry = this.kept.get(sessionId);
    if (entry && entry.tenantId === tenantId && entry.userId === userId) entry.user = user;
  }

  /** Forgets kept current-user answers ('s:<session>', 'u:<tenant>:<user>', 't:<tenant>'; anything else: all). */
  heardUserChange(payload: string | undefined): void {
    this.generation += 1;
    const said = announcement(payload);
    if (said?.kind === 's') {
      const entry = this.kept.get(said.sessionId);
      if (entry) entry.user = undefined;
      return;
    }
    const covered: (entry: Kept) => boolean =
      said?.kind === 'u' ? (e) => e.tenantId === said.tenantId && e.userId === said.userId
        : said?.kind === 't' ? (e) => e.tenantId === said.tenantId
          : () => true;
    for (const entry of this.kept.values()) {
      if (entry.user !== undefined && covered(entry)) entry.user = undefined;
    }
  }


  /** A mark to pass to `remember` with the answer of a database check started now. */
  mark(): number {
    return this.generation;
  }

  /** Keeps a live session until its expiry (at most RECHECK_MS), unless something was forgotten since `mark`. */
  remember(mark: number, tenantId: number, userId: number, sessionId: string, expiresAt: Date): void {
    if (!this.active || mark !== this.generation) return;
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
    const said = announcement(payload);
    if (said?.kind === 's') this.forgetSession(said.sessionId);
    else if (said?.kind === 'u') this.forgetUser(said.tenantId, said.userId);
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
      else if (message.channel === USER_CHANGED_CHANNEL) this.heardUserChange(message.payload);
    });
    await client.connect();
    await client.query(`listen ${SESSION_ENDED_CHANNEL}; listen ${USER_CHANGED_CHANNEL}`);
    if (this.closed) {
      await client.end();
      return;
    }
    // Ends announced before the LISTEN took effect were not heard: start from nothing.
    this.forgetAll();
    this.listener = client;
  }

  /**
   * LISTENs in this process on the embedded database (PGlite): every change runs through it, and its announcements
   * arrive before the changing commit resolves, so nothing kept outlives an end even for a moment.
   */
  async listenEmbedded(listen: ListenFunction): Promise<void> {
    const stopEnded = await listen(SESSION_ENDED_CHANNEL, (payload) => this.heard(payload));
    const stopChanged = await listen(USER_CHANGED_CHANNEL, (payload) => this.heardUserChange(payload));
    this.forgetAll();
    this.embedded = async () => { await stopEnded(); await stopChanged(); };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const listener = this.listener;
    const embedded = this.embedded;
    this.listener = null;
    this.embedded = null;
    this.forgetAll();
    await listener?.end().catch(() => undefined);
    await embedded?.().catch(() => undefined);
  }
}
