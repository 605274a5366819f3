// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { deferInlinePictures, sanitizeMailHtml } from './mail-html.ts';

const ID = '0b5f2c1e-9a7d-4c3b-8e21-5d6f7a8b9c0d';

describe('mail body on display', () => {
  it('keeps a synced mail\'s inline picture (the file service URL) and nothing else of the site; the picture waits for the session', () => {
    const clean = sanitizeMailHtml(`<p>x</p><img alt="logo" src="/api/portal/system/file/v1/downloadFile?fileId=${ID}"><img src="/api/uc/auth"><a href="/api/portal/x">y</a>`);
    expect(clean).toContain(`src="/api/portal/system/file/v1/downloadFile?fileId=${ID}"`);
    expect(clean).not.toContain('/api/uc/auth');
    expect(clean).not.toContain('/api/portal/x');
    const deferred = deferInlinePictures(clean);
    expect(deferred).toContain(`data-mail-file="${ID}"`);
    expect(deferred).not.toContain('downloadFile');
    // Other pictures keep their address.
    expect(deferInlinePictures('<img src="https://example.com/a.png">')).toBe('<img src="https://example.com/a.png">');
  });
});
