import { describe, expect, it } from 'vitest';
import { acceptedExtensions, attachmentLimit, refuseUpload } from './attachment-rules.ts';

describe('attachment rules', () => {
  it('reads the accept setting in any of its spellings', () => {
    expect(acceptedExtensions('.pdf,.DOC')).toEqual(['pdf', 'doc']);
    expect(acceptedExtensions(['pdf', '.docx', 'pdf'])).toEqual(['pdf', 'docx']);
    expect(acceptedExtensions(undefined)).toEqual([]);
  });

  it('refuses every file when no format is configured', () => {
    expect(refuseUpload('a.pdf', [], 0, 9999)).toEqual({ reason: 'noAccept' });
  });

  it('refuses a file of another type, naming the allowed list', () => {
    expect(refuseUpload('a.exe', ['pdf', 'doc'], 0, 9999)).toEqual({ reason: 'wrongType', list: 'pdf,doc' });
    expect(refuseUpload('README', ['pdf'], 0, 9999)).toEqual({ reason: 'wrongType', list: 'pdf' });
  });

  it('refuses a file past the limit, 9999 by default', () => {
    expect(refuseUpload('a.pdf', ['pdf'], 2, 2)).toEqual({ reason: 'limit', limit: 2 });
    expect(refuseUpload('a.PDF', ['pdf'], 1, 2)).toBeUndefined();
    expect(attachmentLimit(undefined)).toBe(9999);
    expect(attachmentLimit(3)).toBe(3);
  });
});
