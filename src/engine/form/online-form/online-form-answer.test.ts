import { describe, expect, it } from 'vitest';
import { answerOnlineFormRequests, type OnlineFormAnswer } from './online-form-answer.ts';
import { requestOnlineFormData } from './online-form-protocol.ts';

type Listener = (event: MessageEvent) => void;

/** Two windows (the portal page and the form in its frame) that post messages to each other, with their origins. */
function windows(hostOrigin = 'https://portal.example', formOrigin = hostOrigin) {
  const make = () => {
    const listeners = new Set<Listener>();
    return {
      listeners,
      listen: {
        addEventListener: (_: string, fn: EventListener) => listeners.add(fn as Listener),
        removeEventListener: (_: string, fn: EventListener) => listeners.delete(fn as Listener),
      },
    };
  };
  const host = make();
  const form = make();
  // What each side holds of the other: posting to it delivers a message event there, from the poster.
  const formProxy = { postMessage: (data: unknown) => setTimeout(() => form.listeners.forEach((fn) => fn({ data, source: hostProxy, origin: hostOrigin } as unknown as MessageEvent))) };
  const hostProxy = { postMessage: (data: unknown) => setTimeout(() => host.listeners.forEach((fn) => fn({ data, source: formProxy, origin: formOrigin } as unknown as MessageEvent))) };
  return { host, form, formProxy, hostProxy, hostOrigin, formOrigin };
}

const ask = async (answer: () => Promise<OnlineFormAnswer>, w = windows()) => {
  const stop = answerOnlineFormRequests(answer, { window: w.hostProxy, origin: w.hostOrigin, listen: w.form.listen });
  const result = await requestOnlineFormData({ window: w.formProxy, origin: w.formOrigin }, { listen: w.host.listen });
  stop();
  return result;
};

describe('the online form answering its host (/onlineForm in a /formManage frame)', () => {
  it('hands the host its data, or its field errors (reason 3), or cancels silently (reason 7)', async () => {
    expect(await ask(async () => ({ data: { title: '一种电池' }, handled: true }))).toEqual({ ok: true, data: { title: '一种电池' } });
    expect(await ask(async () => ({ errors: [{ field: '申请号', message: '申请号校验位错误，应为 5' }] })))
      .toEqual({ ok: false, reason: 3, errors: [{ field: '申请号', message: '申请号校验位错误，应为 5' }] });
    expect(await ask(async () => ({ cancel: true }))).toEqual({ ok: false, reason: 7 });
    expect(await ask(async () => ({ data: { a: 1 }, handled: false }))).toEqual({ ok: false, reason: 6, data: { a: 1 } });
  });

  it('acknowledges before a slow check ends, and a form that fails answers empty (reason 2)', async () => {
    const slow = () => new Promise<OnlineFormAnswer>((resolve) => setTimeout(() => resolve({ data: { a: 1 } }), 700));
    expect(await ask(slow)).toEqual({ ok: true, data: { a: 1 } });
    expect(await ask(() => Promise.reject(new Error('broken')))).toEqual({ ok: false, reason: 2 });
  });

  it('answers nobody but its host: a request from another origin gets no acknowledgement (reason 4)', async () => {
    const w = windows('https://portal.example');
    const stop = answerOnlineFormRequests(async () => ({ data: { a: 1 } }), { window: w.hostProxy, origin: 'https://other.example', listen: w.form.listen });
    const result = await requestOnlineFormData({ window: w.formProxy, origin: w.formOrigin }, { listen: w.host.listen });
    stop();
    expect(result).toEqual({ ok: false, reason: 4 });
  });
});
