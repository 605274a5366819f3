import { EventEmitter } from 'node:events';

export const COUNTS_CHANNEL = 'bpm_counts';

/**
 * Who needs fresh counters. In one process an emitter is enough (PGlite is single-process); on PostgreSQL the
 * hub LISTENs on `bpm_counts` and actions NOTIFY inside their transaction, so every server process hears about
 * every committed change and nothing is announced for a rolled-back one.
 */
export class CountsHub {
  private readonly emitter = new EventEmitter();
  private listener: { end(): Promise<void> } | null = null;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /** True when changes travel through PostgreSQL NOTIFY (actions must call `notifyPayload` in their transaction). */
  get crossProcess(): boolean {
    return this.listener !== null;
  }

  subscribe(tenantId: number, userId: number, onChange: () => void): () => void {
    const key = `${tenantId}:${userId}`;
    this.emitter.on(key, onChange);
    return () => this.emitter.off(key, onChange);
  }

  publish(tenantId: number, userIds: Iterable<number>): void {
    for (const u of userIds) this.emitter.emit(`${tenantId}:${u}`);
  }

  /** The NOTIFY payload of a change (at most 8000 bytes: long user lists are split by the caller). */
  static payload(tenantId: number, userIds: Iterable<number>): string {
    return JSON.stringify({ t: tenantId, u: [...userIds] });
  }

  /** LISTENs on a dedicated PostgreSQL connection. */
  async listen(databaseUrl: string): Promise<void> {
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: databaseUrl });
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
    const listener = this.listener;
    this.listener = null;
    await listener?.end();
    this.emitter.removeAllListeners();
  }
}
