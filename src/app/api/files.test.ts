import { describe, expect, it } from 'vitest';
import { formatSize } from './files.ts';

describe('file sizes as the spec shows them', () => {
  it('reads K up to 1 MB and M above it, one decimal', () => {
    expect(formatSize(0)).toBe('0.0K');
    expect(formatSize(31)).toBe('0.1K');
    expect(formatSize(41756)).toBe('40.8K');
    expect(formatSize(1024 * 1024)).toBe('1024.0K');
    expect(formatSize(1024 * 1024 + 1)).toBe('1.0M');
    expect(formatSize(10 * 1024 * 1024 + 1024)).toBe('10.0M');
  });
});
