import { describe, expect, it } from 'vitest';
import { CountsHub } from '../../src/server/bpm/events/counts-hub.ts';

/** Two server processes' hubs on one PostgreSQL (skipped on PGlite, which is single-process). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('workflow: counter announcements across server processes', () => {
  it('an announcement after commit reaches the subscribers of every hub, coalesced into one notification', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const [a, b] = [new CountsHub(), new CountsHub()];
    await a.listen(url);
    await b.listen(url);
    try {
      const heard: string[] = [];
      const tenant = 900_000 + Math.floor(Math.random() * 1000);
      for (const [name, hub] of [['a', a], ['b', b]] as const) {
        hub.subscribe(tenant, 7, () => heard.push(`${name}:7`));
        hub.subscribe(tenant, 8, () => heard.push(`${name}:8`));
      }
      a.announce(tenant, [7]);
      a.announce(tenant, [7, 8]);
      expect(heard).toEqual([]); // not before the flush
      await expect.poll(() => heard.length, { timeout: 5000 }).toBe(4);
      expect(heard.sort()).toEqual(['a:7', 'a:8', 'b:7', 'b:8']);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('workflow: counter announcements in one process', () => {
  it('without PostgreSQL the hub tells its own subscribers at once', () => {
    const hub = new CountsHub();
    const heard: number[] = [];
    hub.subscribe(1, 5, () => heard.push(5));
    hub.announce(1, [5, 6]);
    expect(heard).toEqual([5]);
  });
});
