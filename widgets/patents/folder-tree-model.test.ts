import { describe, expect, it } from 'vitest';
import { buildTree, depthOf, findNode, isRoot } from './folder-tree-model.ts';
import { folderRows } from './folder-tree.fixture.ts';

describe('folder tree model', () => {
  const tree = buildTree(folderRows);

  it('nests rows under their parents with the root (parentId 0) on top', () => {
    expect(tree.map((node) => node.name)).toEqual(['我的收藏']);
    expect(tree[0]!.children!.map((node) => node.name)).toEqual(['电池材料', '人工智能']);
    expect(isRoot(tree[0]!)).toBe(true);
  });

  it('counts levels below the root: three levels at most for indexing', () => {
    expect(depthOf(tree, '1')).toBe(0);
    expect(depthOf(tree, '12')).toBe(1);
    expect(depthOf(tree, '121')).toBe(2);
    expect(depthOf(tree, '1211')).toBe(3);
    expect(depthOf(tree, 'nope')).toBe(-1);
  });

  it('finds a node anywhere in the tree', () => {
    expect(findNode(tree, '1211')?.name).toBe('医学影像');
  });
});
