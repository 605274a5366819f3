import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FakeEventSource, fakeFetch, FlowHarness, flowServices, STREAM_TICKET_PATH } from './flow-services.fixture.tsx';
import { RECONNECT_MIN_MS, useFlowCounts } from './use-flow-counts.ts';

const counts = (todo: number) => ({ todo, leaderTodo: 0, delegate: 0, todoRead: 2, doneRead: 5, myRead: 1, draft: 0 });

function renderCounts(user = {}) {
  const fetch = fakeFetch(({ method, path }) => (method === 'POST' && path === '/api/bpm-runtime/runtime/counts/v1/all' ? { body: counts(3) } : undefined));
  const services = flowServices(fetch, user);
  const wrapper = ({ children }: { children: ReactNode }) => <FlowHarness services={services}>{children}</FlowHarness>;
  return { fetch, ...renderHook(() => useFlowCounts(), { wrapper }) };
}

describe('useFlowCounts', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the counters read once at start, then every pushed change', async () => {
    const { result, fetch } = renderCounts();
    await waitFor(() => expect(result.current?.todo).toBe(3));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0]!;
    const url = new URL(stream.url, 'http://localhost');
    expect(url.pathname).toBe('/api/bpm-runtime/runtime/counts/v1/events');
    // A single-use ticket, asked for with the access token in a header, opens it; the token stays out of the URL.
    expect(url.searchParams.get('ticket')).toBe('ticket-1');
    expect(url.searchParams.get('tenantCode')).toBe('univ');
    expect(url.searchParams.has('token')).toBe(false);
    expect(stream.url).not.toContain('access-token');
    const ticketCall = fetch.mock.calls.find(([input]) => String(input).endsWith(STREAM_TICKET_PATH));
    expect(new Headers(ticketCall?.[1]?.headers).get('authorization')).toBe('Bearer access-token');

    act(() => stream.emit('counts', counts(4)));
    expect(result.current).toEqual(counts(4));
  });

  it('opens a new stream with a fresh ticket when the server closes it, waiting longer after each failure', async () => {
    const { result } = renderCounts();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    // Time stands still from here: on a loaded machine, real time passing would open a stream before its delay.
    vi.useFakeTimers();
    act(() => FakeEventSource.instances[0]!.fail());
    expect(FakeEventSource.instances).toHaveLength(1);
    await act(async () => { await vi.advanceTimersByTimeAsync(RECONNECT_MIN_MS); });
    expect(FakeEventSource.instances).toHaveLength(2);

    act(() => FakeEventSource.instances[1]!.fail());
    await act(async () => { await vi.advanceTimersByTimeAsync(RECONNECT_MIN_MS); });
    expect(FakeEventSource.instances).toHaveLength(2);
    await act(async () => { await vi.advanceTimersByTimeAsync(RECONNECT_MIN_MS); });
    expect(FakeEventSource.instances).toHaveLength(3);
    expect(FakeEventSource.instances.map((source) => new URL(source.url, 'http://localhost').searchParams.get('ticket')))
      .toEqual(['ticket-1', 'ticket-2', 'ticket-3']);

    act(() => FakeEventSource.instances[2]!.emit('counts', counts(9)));
    expect(result.current?.todo).toBe(9);
  });

  it('asks for a ticket again, after the delay, when the first request for one fails', async () => {
    let tickets = 0;
    const fetch = fakeFetch(({ method, path }) => {
      if (method === 'POST' && path === '/api/bpm-runtime/runtime/counts/v1/all') return { body: counts(3) };
      if (method === 'POST' && path === STREAM_TICKET_PATH) {
        tickets += 1;
        return tickets === 1 ? { status: 503, body: { state: false, message: 'busy' } } : { body: { ticket: 'second', expiration: 30 } };
      }
      return undefined;
    });
    const services = flowServices(fetch);
    const wrapper = ({ children }: { children: ReactNode }) => <FlowHarness services={services}>{children}</FlowHarness>;
    // Time stands still (no shouldAdvanceTime: on a loaded machine real time would ask again before the delay).
    vi.useFakeTimers();
    renderHook(() => useFlowCounts(), { wrapper });
    await act(async () => { await vi.advanceTimersByTimeAsync(10); });
    expect(tickets).toBe(1);
    expect(FakeEventSource.instances).toHaveLength(0);
    await act(async () => { await vi.advanceTimersByTimeAsync(RECONNECT_MIN_MS - 20); });
    expect(tickets).toBe(1);
    await act(async () => { await vi.advanceTimersByTimeAsync(20); });
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(new URL(FakeEventSource.instances[0]!.url, 'http://localhost').searchParams.get('ticket')).toBe('second');
  });

  it('keeps a pushed value over a slower first read', async () => {
    let answer: (() => void) | undefined;
    const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    const fetch = vi.fn((input: RequestInfo | URL) => (String(input).endsWith(STREAM_TICKET_PATH)
      ? Promise.resolve(json({ ticket: 'ticket-1', expiration: 30 }))
      : new Promise<Response>((resolve) => { answer = () => resolve(json(counts(1))); })));
    const services = flowServices(fetch as unknown as typeof globalThis.fetch);
    const wrapper = ({ children }: { children: ReactNode }) => <FlowHarness services={services}>{children}</FlowHarness>;
    const { result } = renderHook(() => useFlowCounts(), { wrapper });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.instances[0]!.emit('counts', counts(6)));
    await act(async () => { answer?.(); await Promise.resolve(); });
    expect(result.current?.todo).toBe(6);
  });

  it.each([
    ['role yk', { roles: ['yk'] }],
    ['an account containing yk', { account: 'yk_zhang' }],
    ['the visitor', { isVisitor: true, account: 'visitor' }],
  ])('shows no counters to %s and opens no stream', async (_who, user) => {
    const { result, fetch } = renderCounts(user);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBeNull();
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('closes the stream when the component goes away', async () => {
    const { unmount } = renderCounts();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    unmount();
    expect(FakeEventSource.instances[0]!.readyState).toBe(FakeEventSource.CLOSED);
  });
});
