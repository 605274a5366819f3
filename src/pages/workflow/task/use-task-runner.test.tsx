import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Message } from '@arco-design/web-react';
import { useTaskRunner } from './use-task-runner.ts';
import { TOAST_MS } from '../../../app/shell/flow-changed.ts';

let path = '';
function Where() {
  path = useLocation().pathname;
  return null;
}
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/task/1/0']}>
    {children}
    <Routes><Route path="*" element={<Where />} /></Routes>
  </MemoryRouter>
);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});

describe('useTaskRunner', () => {
  it('shows the message, then tells the opener and closes the popup', async () => {
    vi.useFakeTimers();
    const success = vi.spyOn(Message, 'success').mockImplementation(() => () => undefined);
    const postMessage = vi.fn();
    Object.defineProperty(window, 'opener', { value: { closed: false, postMessage }, configurable: true, writable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const { result } = renderHook(() => useTaskRunner(() => undefined), { wrapper });
    await act(async () => { await result.current.run(async () => ({ message: '办理成功' }), 'close'); });
    expect(success).toHaveBeenCalledWith({ content: '办理成功', duration: TOAST_MS });
    expect(result.current.busy).toBe(true);
    expect(postMessage).not.toHaveBeenCalled();
    await act(async () => { vi.advanceTimersByTime(TOAST_MS); });
    expect(postMessage).toHaveBeenCalledWith({ type: 'pp-flow-changed' }, window.location.origin);
    expect(close).toHaveBeenCalled();
  });

  it('without an opener goes to the to-do list; a "stay" success reloads and frees the buttons', async () => {
    vi.useFakeTimers();
    vi.spyOn(Message, 'success').mockImplementation(() => () => undefined);
    const reload = vi.fn();
    const { result } = renderHook(() => useTaskRunner(reload), { wrapper });
    await act(async () => { await result.current.run(async () => ({ message: '保存成功' }), 'stay'); });
    await act(async () => { vi.advanceTimersByTime(TOAST_MS); });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
    await act(async () => { await result.current.run(async () => ({ message: '办理成功' }), 'close'); });
    await act(async () => { vi.advanceTimersByTime(TOAST_MS); });
    expect(path).toBe('/v-flow/v-todo');
  });

  it('a refusal leaves everything as it was, and one command runs at a time', async () => {
    const { result } = renderHook(() => useTaskRunner(() => undefined), { wrapper });
    let release!: () => void;
    let first!: Promise<boolean>;
    act(() => { first = result.current.run(() => new Promise((_, reject) => { release = () => reject(new Error('refused')); }), 'close'); });
    await expect(result.current.run(async () => ({ message: 'x' }), 'close')).resolves.toBe(false);
    await act(async () => { release(); await first; });
    await expect(first).resolves.toBe(false);
    expect(result.current.busy).toBe(false);
  });
});
