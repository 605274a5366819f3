import { afterEach, describe, expect, it, vi } from 'vitest';
import { logBackgroundError } from './server-error-log.ts';

describe('logBackgroundError', () => {
  afterEach(() => { vi.restoreAllMocks(); });

  it('writes one JSON line naming the job, with the error, its stack and its cause', () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    logBackgroundError('workflow timer poller', new Error('claim failed', { cause: new Error('connection reset') }));
    expect(written).toHaveLength(1);
    const line = JSON.parse(written[0] ?? '') as { level: number; job: string; err: { message: string; stack: string; cause: { message: string } } };
    expect(line).toMatchObject({ level: 50, job: 'workflow timer poller', err: { message: 'claim failed', cause: { message: 'connection reset' } } });
    expect(line.err.stack).toContain('server-error-log.test.ts');
  });
});
