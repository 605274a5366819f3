import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, fakeFetch, flowServices } from './flow-services.fixture.tsx';
import { openCountsStream } from './counts-stream.ts';

const counts = (todo: number, unread = 0) => ({ todo, leaderTodo: 0, delegate: 0, todoRead: 0, doneRead: 0, myRead: 0, draft: 0, unread });

describe('openCountsStream', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => vi.unstubAllGlobals());

  it('holds one stream per tab for every listener, hands a late listener the latest counters, closes with the last', async () => {
    const services = flowServices(fakeFetch(() => undefined));
    const options = { api: services.api, config: services.config, tenantCode: 'univ', userId: '1' };
    const home = vi.fn();
    const menu = vi.fn();
    const closeHome = openCountsStream({ ...options, ticket: 'from-summary' }, home);
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    // The ticket the home summary brought opens it: none asked for.
    expect(new URL(FakeEventSource.instances[0]!.url, 'http://localhost').searchParams.get('ticket')).toBe('from-summary');
    FakeEventSource.instances[0]!.emit('counts', counts(2, 5));
    const closeMenu = openCountsStream(options, menu);
    expect(menu).toHaveBeenCalledWith(counts(2, 5));
    FakeEventSource.instances[0]!.emit('counts', counts(3, 5));
    expect(home).toHaveBeenLastCalledWith(counts(3, 5));
    expect(menu).toHaveBeenLastCalledWith(counts(3, 5));
    expect(FakeEventSource.instances).toHaveLength(1);
    closeHome();
    expect(FakeEventSource.instances[0]!.readyState).not.toBe(FakeEventSource.CLOSED);
    closeMenu();
    expect(FakeEventSource.instances[0]!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens a new stream for another user', async () => {
    const services = flowServices(fakeFetch(() => undefined));
    const options = { api: services.api, config: services.config, tenantCode: 'univ' };
    const closeA = openCountsStream({ ...options, userId: '1' }, () => undefined);
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const closeB = openCountsStream({ ...options, userId: '2' }, () => undefined);
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(FakeEventSource.instances[0]!.readyState).toBe(FakeEventSource.CLOSED);
    closeA();
    closeB();
  });

  it('stops for good when the server says the session has ended; a later listener opens a new stream', async () => {
    const asked = vi.fn();
    const services = flowServices(fakeFetch(({ path }) => {
      if (path.endsWith('/counts/v1/ticket')) asked();
      return undefined;
    }));
    const options = { api: services.api, config: services.config, tenantCode: 'univ', userId: '1' };
    const close = openCountsStream(options, () => undefined);
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    FakeEventSource.instances[0]!.emit('ended', {});
    expect(FakeEventSource.instances[0]!.readyState).toBe(FakeEventSource.CLOSED);
    // No new ticket is asked for and no stream reopened on the ended session's behalf.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(asked).toHaveBeenCalledTimes(1);
    const again = openCountsStream(options, () => undefined);
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    close();
    again();
  });
});
