import { buildTree, type FolderNode } from './folder-tree-model.ts';

/** A favourites tree: the root (parentId 0), two folders and a sub-folder two levels down. */
export const folderRows: FolderNode[] = [
  { id: '1', parentId: '0', name: '我的收藏' },
  { id: '11', parentId: '1', name: '电池材料' },
  { id: '12', parentId: '1', name: '人工智能' },
  { id: '121', parentId: '12', name: '图像识别' },
  { id: '1211', parentId: '121', name: '医学影像' },
];

export const folderTree = buildTree(folderRows);
