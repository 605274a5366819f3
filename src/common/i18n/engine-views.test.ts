import { describe, expect, it } from 'vitest';
import { engineViews } from './engine-views.ts';

describe('engine views catalog', () => {
  it('has the same keys in both languages', () => {
    expect(Object.keys(engineViews['en-US']).sort()).toEqual(Object.keys(engineViews['zh-CN']).sort());
  });

  it("uses the spec's empty text verbatim", () => {
    expect(engineViews['zh-CN'].viewEmpty).toBe('暂无信息');
  });
});
