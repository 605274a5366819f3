import { describe, expect, it } from 'vitest';
import { nameColumn } from './list-cells.tsx';

describe('nameColumn', () => {
  it('cuts a Chinese name to the width with the full name on hover, and wraps an English one between words', () => {
    expect(nameColumn('流程名称', 'defName', 150, 'zh-CN')).toEqual({ title: '流程名称', dataIndex: 'defName', width: 150, ellipsis: true });
    const english = nameColumn('Flow', 'defName', 150, 'en-US');
    expect(english).toEqual({ title: 'Flow', dataIndex: 'defName', width: 150, className: 'pp-flow-name-wrap' });
    expect(english.ellipsis).toBeUndefined();
  });
});
