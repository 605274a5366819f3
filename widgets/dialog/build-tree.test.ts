import { describe, expect, it } from 'vitest';
import { buildTree, filterTree } from './build-tree.ts';

const fields = { idField: 'id', parentField: 'parentId', displayField: 'name' };
const rows = [
  { id: 1, parentId: null, name: '示例大学' },
  { id: 2, parentId: 1, name: '计算机学院' },
  { id: 3, parentId: 2, name: '人工智能研究所' },
  { id: 4, parentId: 1, name: '材料学院' },
  { id: 5, parentId: 99, name: '孤立单位' },
];

describe('dialog tree', () => {
  it('nests rows under their parents; a row whose parent is missing is a root', () => {
    const tree = buildTree(rows, fields);
    expect(tree.map((n) => n.title)).toEqual(['示例大学', '孤立单位']);
    expect(tree[0]!.children.map((n) => n.title)).toEqual(['计算机学院', '材料学院']);
    expect(tree[0]!.children[0]!.children[0]!.key).toBe('3');
  });

  it('keeps a match with its ancestors and drops the rest', () => {
    const found = filterTree(buildTree(rows, fields), (row) => String(row.name).includes('人工智能'));
    expect(found).toHaveLength(1);
    expect(found[0]!.children.map((n) => n.title)).toEqual(['计算机学院']);
    expect(found[0]!.children[0]!.children.map((n) => n.title)).toEqual(['人工智能研究所']);
  });
});
