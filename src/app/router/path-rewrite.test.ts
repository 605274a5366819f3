import { describe, expect, it } from 'vitest';
import { rewriteUndefinedPath, safeRedirect } from './path-rewrite.ts';

describe('rewriteUndefinedPath', () => {
  it('replaces the word undefined with statement', () => {
    expect(rewriteUndefinedPath('/undefined/template/preview/abc')).toBe('/statement/template/preview/abc');
  });

  it('replaces every occurrence', () => {
    expect(rewriteUndefinedPath('/undefined/x/undefined')).toBe('/statement/x/statement');
  });

  it('leaves other paths alone', () => {
    expect(rewriteUndefinedPath('/home')).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('follows paths on this site', () => {
    expect(safeRedirect('/workflow/todo?x=1')).toBe('/workflow/todo?x=1');
  });

  it('refuses other sites and falls back', () => {
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null, '/home')).toBe('/home');
  });
});
