import { describe, expect, it } from 'vitest';
import { sentFolder } from './append-sent.ts';

const box = (path: string, specialUse?: string) => ({ path, name: path.split('/').at(-1)!, specialUse, flags: new Set<string>() });

describe('the Sent folder of a mailbox', () => {
  it('is the one the server marks \\Sent, else the first with a usual Sent name, else none', () => {
    expect(sentFolder([box('INBOX'), box('Sent'), box('[Gmail]/Sent Mail', '\\Sent')])).toBe('[Gmail]/Sent Mail');
    expect(sentFolder([box('INBOX'), box('Drafts'), box('INBOX/Sent Items')])).toBe('INBOX/Sent Items');
    expect(sentFolder([box('INBOX'), box('已发送')])).toBe('已发送');
    expect(sentFolder([box('INBOX'), box('Archive')])).toBeUndefined();
  });
});
