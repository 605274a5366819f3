import { afterEach, describe, expect, it, vi } from 'vitest';
import { ONLINE_FORM_MESSAGES, onlineFormMessage, requestOnlineFormData } from './online-form-protocol.ts';
import { createI18n } from '../../../common/i18n/create-i18n.ts';

/** A fake form window: answers each request with the given messages after the given delays. */
function fakeForm(answers: { after: number; message: (requestId: string) => Record<string, unknown> }[], origin = 'https://forms.example') {
  const listeners = new Set<(e: MessageEvent) => void>();
  const listen = {
    addEventListener: (_: string, fn: EventListener) => listeners.add(fn as (e: MessageEvent) => void),
    removeEventListener: (_: string, fn: EventListener) => listeners.delete(fn as (e: MessageEvent) => void),
  };
  const formWindow = {
    postMessage: (data: { requestId: string }) => {
      for (const answer of answers) {
        setTimeout(() => listeners.forEach((fn) => fn({ source: formWindow, origin, data: answer.message(data.requestId) } as unknown as MessageEvent)), answer.after);
      }
    },
  };
  return { target: { window: formWindow, origin }, listen };
}

const ack = (after = 10) => ({ after, message: (requestId: string) => ({ type: ONLINE_FORM_MESSAGES.ack, requestId }) });
const data = (after: number, extra: Record<string, unknown>) => ({ after, message: (requestId: string) => ({ type: ONLINE_FORM_MESSAGES.data, requestId, ...extra }) });

describe('online form message protocol', () => {
  afterEach(() => vi.useRealTimers());

  it('returns the data the form sends after acknowledging', async () => {
    const { target, listen } = fakeForm([ack(), data(50, { data: { title: 'x' } })]);
    await expect(requestOnlineFormData(target, { listen })).resolves.toEqual({ ok: true, data: { title: 'x' } });
  });

  it('gives reasons 1 (no form), 3 (field errors), 4 (no ack in 500 ms), 5 (10 s), 6 (not handled), 7 (cancelled)', async () => {
    vi.useFakeTimers();
    expect(await requestOnlineFormData(null)).toEqual({ ok: false, reason: 1 });
    const run = async (answers: Parameters<typeof fakeForm>[0]) => {
      const { target, listen } = fakeForm(answers);
      const pending = requestOnlineFormData(target, { listen });
      await vi.advanceTimersByTimeAsync(11_000);
      return pending;
    };
    expect(await run([ack(), data(100, { errors: [{ field: 'title', message: '必填' }] })])).toEqual({ ok: false, reason: 3, errors: [{ field: 'title', message: '必填' }] });
    expect(await run([data(600, { data: { a: 1 } })])).toEqual({ ok: false, reason: 4 });
    expect(await run([ack()])).toEqual({ ok: false, reason: 5 });
    expect(await run([ack(), data(100, { data: { a: 1 }, handled: false })])).toEqual({ ok: false, reason: 6, data: { a: 1 } });
    expect(await run([ack(), { after: 50, message: (requestId) => ({ type: ONLINE_FORM_MESSAGES.cancel, requestId }) }])).toEqual({ ok: false, reason: 7 });
    expect(await run([ack(), data(50, { data: {} })])).toEqual({ ok: false, reason: 2 });
  });

  it('ignores messages from another origin', async () => {
    vi.useFakeTimers();
    const { target, listen } = fakeForm([ack(), data(50, { data: { a: 1 } })], 'https://evil.example');
    const pending = requestOnlineFormData({ ...target, origin: 'https://forms.example' }, { listen });
    await vi.advanceTimersByTimeAsync(600);
    expect(await pending).toEqual({ ok: false, reason: 4 });
  });

  it('says each reason in the UI language; reason 7 says nothing', () => {
    const t = createI18n('zh-CN').t;
    expect(onlineFormMessage({ ok: false, reason: 3, errors: [] }, t)).toBe('请正确填写以下表单内容');
    expect(onlineFormMessage({ ok: false, reason: 7 }, t)).toBeNull();
    expect(onlineFormMessage({ ok: false, reason: 'unexpected', detail: '' }, createI18n('en-US').t)).toBe('Unexpected exception when getting form data');
  });
});
