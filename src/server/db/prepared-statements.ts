import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

/**
 * Server-side prepared statements for hot paths (PostgreSQL only; see pg-pool.ts, which sends them).
 *
 * Kysely sends every statement unnamed, so PostgreSQL parses and plans it on every call; for the workflow
 * commands (a handful of fixed, index-driven statements run thousands of times a second) planning was about a
 * third of the database's time. Inside `preparedStatements(...)` a statement with parameters is sent as a
 * named statement (the name is a hash of its text), which each connection parses and plans once; PostgreSQL then
 * keeps a generic plan once it is no worse than the custom ones. Only code that opts in is prepared: a search whose
 * best plan depends on its pattern (the patent keyword search) must keep being planned per call.
 */
const scope = new AsyncLocalStorage<true>();

/** Runs `work` with its parameterised statements prepared (see above). */
export function preparedStatements<T>(work: () => Promise<T>): Promise<T> {
  return scope.run(true, work);
}

export function preparing(): boolean {
  return scope.getStore() === true;
}

const names = new Map<string, string>();
/** The statement name of a text (a hash, so the same text has the same name on every connection). */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `k${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}
