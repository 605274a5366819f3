import { EventEmitter } from 'node:events';
import type pg from 'pg';

export const COUNTS_CHANNEL = 'bpm_counts';

/** How long announcements gather before one NOTIFY carries them (PostgreSQL only). */
const FLUSH_MS = 50;
/** Users per NOTIFY payload (a payload must stay under 8000 bytes). */
const USERS_PER_PAYLOAD = 500;

/**
 * Who needs fresh counters. In one process an emitter is enough (PGlite is single-process); on PostgreSQL the
 * hub LISTENs on `bpm_counts`, so every server process hears about every change.
 * Actions announce after their commit (nothing is announced for a rolled-back one). The NOTIFY is sent from the
 * listening connection, coalesced every FLUSH_MS, never inside an action's transaction: a transaction that
 * notifies holds a database-wide lock until its commit is flushed, so notifying actions committed one at a time.
 */
export class CountsHub {
  private readonly emitter = new EventEmitter();
  private listener: pg.Client | null = null;
  private readonly pending = new Map<number, Set<number>>();
  private flushTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /** True when changes travel through PostgreSQL NOTIFY to every server process. */
  get crossProcess(): boolean {
    return this.listener !== null;
  }

  subscribe(tenantId: number, userId: number, onChange: () => void): () => void {
    const key = `${tenantId}:${userId}`;
    this.emitter.on(key, onChange);
    return () => this.emitter.off(key, onChange);
  }

  /** Tells this process's subscribers at once. */
  publish(tenantId: number, userIds: Iterable<number>): void {
    for (const u of userIds) this.emitter.emit(`${tenantId}:${u}`);
  }

  /** After a commit: these users' counters changed (every process hears it; here through our own LISTEN). */
  announce(tenantId: number, userIds: Iterable<number>): void {
    if (!this.listener) return this.publish(tenantId, userIds);
    const users = this.pending.get(tenantId) ?? new Set<number>();
    for (const u of userIds) users.add(u);
    this.pending.set(tenantId, users);
    this.flushTimer ??= setTimeout(() => { this.flushing = this.flush(); }, FLUSH_MS);
  }

  private async flush(): Promise<void> {
    this.flushTimer = null;
    const batches = [...this.pending];
    this.pending.clear();
    for (const [tenantId, users] of batches) {
      const ids = [...users];
      for (let at = 0; at < ids.length; at += USERS_PER_PAYLOAD) {
        const payload = CountsHub.payload(tenantId, ids.slice(at, at + USERS_PER_PAYLOAD));
        try {
          await this.listener?.query('select pg_notify($1, $2)', [COUNTS_CHANNEL, payload]);
        } catch {
          // The connection went: subscribers here still hear it; counters elsewhere refresh on their next read.
          this.publish(tenantId, ids);
        }
      }
    }
  }

  /** The NOTIFY payload of a change (at most 8000 bytes: see USERS_PER_PAYLOAD). */
  static payload(tenantId: number, userIds: Iterable<number>): string {
    return JSON.stringify({ t: tenantId, u: [...userIds] });
  }

  /** LISTENs on a dedicated PostgreSQL connection (which also sends the NOTIFYs). */
  async listen(databaseUrl: string): Promise<void> {
    const { default: pgModule } = await import('pg');
    const client = new pgModule.Client({ connectionString: databaseUrl });
    await client.connect();
    client.on('notification', (message) => {
      if (message.channel !== COUNTS_CHANNEL || !message.payload) return;
      try {
        const { t, u } = JSON.parse(message.payload) as { t: number; u: number[] };
        this.publish(t, u);
      } catch {
        // A payload from something else on the channel: nothing to announce.
      }
    });
    client.on('error', () => { this.listener = null; });
    await client.query(`listen ${COUNTS_CHANNEL}`);
    this.listener = client;
  }

  async close(): Promise<void> {
    if (this.flushTimer) {
      clearTimeout(this.flushTimer);
      this.flushing = this.flush();
    }
    await this.flushing;
    const listener = this.listener;
    this.listener = null;
    await listener?.end();
    this.emitter.removeAllListeners();
  }
}
