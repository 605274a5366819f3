import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { FakeEventSource } from '../workflow/flow-services.fixture.tsx';
import { fakeServices, PageHarness } from '../../pages/patents/shared/page-harness.tsx';
import type { SessionUser } from '../session/session-store.ts';
import { HeaderUnread } from './header-unread.tsx';

configure({ asyncUtilTimeout: 5_000 });

const counts = (messages: number, mail: number) => ({
  todo: 0, leaderTodo: 0, delegate: 0, todoRead: 0, doneRead: 0, myRead: 0, draft: 0, unread: messages + mail, unreadBy: { messages, mail },
});

function renderHeader(user: Partial<SessionUser> = {}) {
  const { services, request } = fakeServices({ 'POST /runtime/counts/v1/ticket': { ticket: 'header-ticket-00000000000000000000000000000', expiration: 30 } }, user);
  services.config = { ...services.config, hosts: { ...services.config.hosts, bpmRunTime: '/api/bpm-runtime' } };
  render(<PageHarness services={services} path="*" url="/home"><HeaderUnread /></PageHarness>);
  return request;
}

describe('header unread counters', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => vi.unstubAllGlobals());

  it('shows unread messages and unread mail apart, each leading to its list, and follows every push without polling', async () => {
    const request = renderHeader();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.instances[0]!.emit('counts', counts(2, 5)));
    const messages = await screen.findByTestId('header-unread');
    const mail = screen.getByTestId('header-unread-mail');
    expect([messages.dataset.count, mail.dataset.count]).toEqual(['2', '5']);
    expect(messages.getAttribute('href')).toBe('/workbench/querySql/queryView/xxgl/wdxx');
    expect(mail.getAttribute('href')).toBe('/v-mail/v-mailList');
    expect(mail.getAttribute('aria-label')).toBe('未读邮件: 5');
    act(() => FakeEventSource.instances[0]!.emit('counts', counts(2, 6)));
    await waitFor(() => expect(screen.getByTestId('header-unread-mail').dataset.count).toBe('6'));
    act(() => FakeEventSource.instances[0]!.emit('counts', counts(1, 4)));
    await waitFor(() => expect(screen.getByTestId('header-unread-mail').dataset.count).toBe('4'));
    expect(screen.getByTestId('header-unread').dataset.count).toBe('1');
    // Only the stream's ticket was asked for: no unread read, no polling.
    expect(request.mock.calls.map(([, path]) => path)).toEqual(['/runtime/counts/v1/ticket']);
  });

  it('shows role yk no counters and opens no stream', async () => {
    const request = renderHeader({ roles: ['yk'], account: 'guest1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('header-unread')).toBeNull();
    expect(screen.queryByTestId('header-unread-mail')).toBeNull();
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(request).not.toHaveBeenCalled();
  });
});
