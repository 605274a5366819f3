import { describe, expect, it } from 'vitest';
import { archiveTreeData } from './archive-tree.tsx';

const shape = (nodes: ReturnType<typeof archiveTreeData>): unknown[] =>
  nodes.map((node) => (node.isLeaf ? node.title : { [String(node.title)]: shape(node.children ?? []) }));

describe('archive file tree', () => {
  it('nests entries by path, folders first, and adds folders only implied by a path', () => {
    const tree = archiveTreeData([
      { path: 'z.txt', size: 2048, compressedSize: 10, dir: false },
      { path: '申请文件', size: 0, compressedSize: 0, dir: true },
      { path: '申请文件/说明书.txt', size: 15, compressedSize: 15, dir: false },
      { path: '附图/fig1.png', size: 3 * 1024 * 1024, compressedSize: 10, dir: false },
    ]);
    expect(shape(tree)).toEqual([
      { 申请文件: ['说明书.txt  (0.1K)'] },
      { 附图: ['fig1.png  (3.0M)'] },
      'z.txt  (2.0K)',
    ]);
  });
});
