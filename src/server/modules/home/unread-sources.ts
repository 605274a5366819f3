import type { Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';

/** How many unread items of one kind the caller has (internal messages, mail, ...). */
export type UnreadSource = (db: Db, principal: Principal) => Promise<number>;

const sources = new Map<string, UnreadSource>();
let announcer: ((tenantId: number, userIds: Iterable<number>) => void) | null = null;

/**
 * Adds (or replaces) a source of the workbench's unread counter: the pushed counters carry the sum of every source.
 * Modules register at startup (`registerUnreadSource('mail', countUnreadMail)`), so the home needs to know none of them.
 * Returns what takes the source away again.
 */
export function registerUnreadSource(name: string, count: UnreadSource): () => void {
  sources.set(name, count);
  return () => {
    if (sources.get(name) === count) sources.delete(name);
  };
}

/** The caller's unread items by source (`{ messages, mail }`; empty for the visitor; a failing source counts 0). */
export async function unreadCounts(db: Db, principal: Principal): Promise<Record<string, number>> {
  if (principal.isVisitor) return {};
  const entries = await Promise.all([...sources.entries()].map(async ([name, count]) => [name, await count(db, principal).catch(() => 0)] as const));
  return Object.fromEntries(entries);
}

/** The caller's unread items of every registered source, summed (0 for the visitor; a failing source counts 0). */
export async function unreadCount(db: Db, principal: Principal): Promise<number> {
  return Object.values(await unreadCounts(db, principal)).reduce((sum, n) => sum + n, 0);
}

/** The counters' hub (the workflow runtime's, LISTEN/NOTIFY on PostgreSQL) hands itself over here when it starts. */
export function setCountsAnnouncer(announce: (tenantId: number, userIds: Iterable<number>) => void): void {
  announcer = announce;
}

/**
 * After a commit that changed these users' unread items (a message sent, read, deleted; mail received, read): their
 * pushed counters are sent again, by whichever server process holds their stream.
 */
export function unreadChanged(tenantId: number, userIds: Iterable<number>): void {
  announcer?.(tenantId, userIds);
}
