import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { FakeEventSource } from '../../app/workflow/flow-services.fixture.tsx';
import { fakeServices, PageHarness, type Replies } from '../patents/shared/page-harness.tsx';
import type { SessionUser } from '../../app/session/session-store.ts';
import type { HomeSummary, HomeWorkbench } from '../../app/api/home.ts';
import { HomePage } from './home-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const TILES = { applying: 300, authorized: 120, effective: 90, operated: 12, underreview: 40, expired: 60, entrustedcase: 25 };
const workbench = (over: Partial<HomeWorkbench> = {}): HomeWorkbench => ({
  counters: true, todoEntry: true, todo: 3, unreadMessages: 5, stream: { ticket: 'first-ticket-000000000000000000000000000000', expiration: 30 }, position: null, ...over,
});

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

function renderHome(summary: HomeSummary, user: Partial<SessionUser> = {}, typeCode = 'university', extra: Replies = {}) {
  const { services, request } = fakeServices({
    'GET /api/v1/home/summary': summary,
    'GET /uc/tenantManage/v1/getTenantByCode': { id: 1, code: 'univ', name: '示例大学', nameEn: 'Example University', nameFront: '示例大学', typeCode },
    'GET /sys/sysProperties/v1/getDecryptByAlias': { alias: 'sysSetting', value: { platformTitle: '示例大学专利管理门户', platformTitleEn: 'Example University Patent Portal' } },
    'POST /runtime/counts/v1/ticket': { ticket: 'next-ticket-0000000000000000000000000000000', expiration: 30 },
    'PUT /api/v1/home/workbench/position': (body: unknown) => ({ state: true, message: '操作成功', value: body }),
    ...extra,
  }, user);
  services.config = { ...services.config, hosts: { ...services.config.hosts, bpmRunTime: '/api/bpm-runtime' } };
  render(
    <PageHarness services={services} path="*" url="/home">
      <HomePage />
      <Where />
    </PageHarness>,
  );
  return request;
}

describe('home page', { timeout: 20_000 }, () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the banner search, the seven tiles with their counts and the workbench with live counters', async () => {
    const request = renderHome({ tiles: TILES, workbench: workbench() });
    await waitFor(() => expect(screen.getByTestId('status-count-applying').textContent).toBe('300'));
    expect(screen.getByTestId('status-count-entrustedcase').textContent).toBe('25');
    expect(screen.getByPlaceholderText('专利名称/申请号/公开号/院系/发明人')).toBeTruthy();
    expect(screen.getByTestId('home-banner').dataset.visitor).toBe('false');
    const links = [...screen.getByTestId('home-workbench').querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/workbench/v-flow/v-todo?tab=work', '/workbench/querySql/queryView/xxgl/wdxx', '/workbench/querySql/queryView/wdzl/wdzl',
      '/workbench/querySql/queryView/wdsz/sz', '/workbench/querySql/queryView/xzsz/xzsz', '/workbench/querySql/queryView/wdxz/wdxz',
      '/workbench/querySql/queryView/wdby/ggby', '/workbench/querySql/queryView/wdby/grby', '/workbench/querySql/queryView/zlfx/zlfx',
    ]);
    expect(screen.getByTestId('home-workbench-count-todo').dataset.count).toBe('3');
    // The summary brings the first unread count: the page makes no read of its own for it.
    expect(screen.getByTestId('home-workbench-count-messages').dataset.count).toBe('5');
    expect(request.mock.calls.filter(([, path]) => path === '/api/v1/message/unread')).toHaveLength(0);

    // The summary's ticket opens the stream at once (no ticket request); pushed counts move the to-do counter.
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(new URL(FakeEventSource.instances[0]!.url, 'http://x').searchParams.get('ticket')).toBe('first-ticket-000000000000000000000000000000');
    act(() => FakeEventSource.instances[0]!.emit('counts', { todo: 4, leaderTodo: 0, delegate: 0, todoRead: 0, doneRead: 0, myRead: 0, draft: 0 }));
    expect(screen.getByTestId('home-workbench-count-todo').dataset.count).toBe('4');
    expect(request.mock.calls.filter(([, path]) => path === '/runtime/counts/v1/ticket')).toHaveLength(0);
    // 未读消息 leads to the unread messages, so it counts the messages only (mail has its own header counter), not the sum.
    act(() => FakeEventSource.instances[0]!.emit('counts', { todo: 4, leaderTodo: 0, delegate: 0, todoRead: 0, doneRead: 0, myRead: 0, draft: 0, unread: 9, unreadBy: { messages: 2, mail: 7 } }));
    expect(screen.getByTestId('home-workbench-count-messages').dataset.count).toBe('2');

    // A stream the server closes is reopened with a fresh ticket, never the spent one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => FakeEventSource.instances[0]!.fail());
    await act(async () => { await vi.advanceTimersByTimeAsync(1_100); });
    vi.useRealTimers();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(FakeEventSource.instances[1]!.url).toContain('ticket=next-ticket');
  });

  it('sends an enterprise tenant\'s search to jgzlk', async () => {
    renderHome({ tiles: TILES, workbench: null }, {}, 'enterprise');
    await waitFor(() => expect(screen.getByTestId('status-count-applying').textContent).toBe('300'));
    const box = screen.getByPlaceholderText('专利名称/申请号/公开号/院系/发明人');
    fireEvent.change(box, { target: { value: ' 电池 ' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/zlk1/template/preview/jgzlk?searchValue=%E7%94%B5%E6%B1%A0'));
  });

  it('sends a school search to bxzlk and a tile to jgzlk with status and statusType', async () => {
    renderHome({ tiles: TILES, workbench: null });
    await waitFor(() => expect(screen.getByTestId('status-count-applying').textContent).toBe('300'));
    await waitFor(() => expect(screen.getByTestId('home-banner')).toBeTruthy());
    const box = screen.getByPlaceholderText('专利名称/申请号/公开号/院系/发明人');
    // The tenant's type arrives with the tenant: wait for it before searching.
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.change(box, { target: { value: 'CN1' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/zlk1/template/preview/bxzlk?searchValue=CN1'));
  });

  it('opens the library filtered by a tile', async () => {
    renderHome({ tiles: TILES, workbench: null });
    await waitFor(() => expect(screen.getByTestId('status-count-underreview').textContent).toBe('40'));
    fireEvent.click(screen.getByTestId('status-tile-underreview'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/zlk1/template/preview/jgzlk?status=underreview&statusType=1'));
  });

  it('hides the search and the workbench for the agent', async () => {
    renderHome({ tiles: TILES, workbench: null }, { roles: ['dlr'], account: 'agent' });
    await waitFor(() => expect(screen.getByTestId('status-count-applying').textContent).toBe('300'));
    expect(screen.queryByPlaceholderText('专利名称/申请号/公开号/院系/发明人')).toBeNull();
    expect(screen.queryByTestId('home-workbench')).toBeNull();
  });

  it('shows role yk the workbench without counters or stream, and no to-do entry where the tenant hides it', async () => {
    const request = renderHome({ tiles: TILES, workbench: workbench({ counters: false, todoEntry: false, todo: null, unreadMessages: null, stream: null }) }, { roles: ['yk'], account: 'guest1' });
    await waitFor(() => expect(screen.getByTestId('home-workbench')).toBeTruthy());
    expect(screen.queryByTestId('home-workbench-todo')).toBeNull();
    expect(screen.getByTestId('home-workbench-messages')).toBeTruthy();
    expect(screen.queryByTestId('home-workbench-count-messages')).toBeNull();
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(request.mock.calls.some(([, path]) => path === '/api/v1/message/unread')).toBe(false);
  });

  it("gives the visitor the visitor's banner and no workbench", async () => {
    renderHome({ tiles: TILES, workbench: null }, { isVisitor: true, roles: [], account: 'visitor' });
    await waitFor(() => expect(screen.getByTestId('status-count-applying').textContent).toBe('300'));
    expect(screen.getByTestId('home-banner').dataset.visitor).toBe('true');
    expect(screen.getByText('您正在以游客身份浏览，登录后可使用个人工作台、分享、收藏与标引')).toBeTruthy();
    expect(screen.queryByTestId('home-workbench')).toBeNull();
    expect(screen.getByTestId('home-footer').textContent).toContain('示例大学专利管理门户');
  });

  it('drags the workbench by its handle, keeps it in the viewport and saves where it was dropped', async () => {
    const request = renderHome({ tiles: TILES, workbench: workbench({ position: { x: 100, y: 200 } }) });
    const panel = await screen.findByTestId('home-workbench');
    await waitFor(() => expect(panel.style.left).toBe('100px'));
    expect(panel.style.top).toBe('200px');
    const handle = screen.getByTestId('home-workbench-handle');
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 110, clientY: 210 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 160, clientY: 250 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 170, clientY: 260 });
    await waitFor(() => expect(panel.style.left).toBe('160px'));
    expect(panel.style.top).toBe('250px');
    await waitFor(() => expect(request.mock.calls.find(([, path]) => path === '/api/v1/home/workbench/position')?.[2]).toMatchObject({ method: 'PUT', body: { x: 160, y: 250 } }));
    // Dragged past the top-left corner: it stays inside.
    fireEvent.pointerDown(handle, { pointerId: 2, button: 0, clientX: 170, clientY: 260 });
    fireEvent.pointerUp(handle, { pointerId: 2, clientX: -500, clientY: -500 });
    await waitFor(() => expect(panel.style.left).toBe('8px'));
    expect(panel.style.top).toBe('8px');
    // A click without a move saves nothing.
    const saves = request.mock.calls.filter(([, path]) => path === '/api/v1/home/workbench/position').length;
    fireEvent.pointerDown(handle, { pointerId: 3, button: 0, clientX: 20, clientY: 20 });
    fireEvent.pointerUp(handle, { pointerId: 3, clientX: 20, clientY: 20 });
    expect(request.mock.calls.filter(([, path]) => path === '/api/v1/home/workbench/position')).toHaveLength(saves);
  });
});
