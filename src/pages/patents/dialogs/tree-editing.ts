import { useServices } from '../../../app/shell/services.tsx';
import { removeCollectFolder, removeIndexNode, saveTreeNode } from '../../../app/api/patents.ts';
import type { FolderTreeEditing } from '../../../../widgets/patents/folder-tree.tsx';
import { MAX_INDEX_DEPTH, type FolderNode } from '../../../../widgets/patents/folder-tree-model.ts';

/**
 * Add / rename / remove on a favourites or indexing tree, then `reload`. Indexing trees stop at three levels and
 * remove a node only after the server's can-delete check.
 */
export function useTreeEditing(kind: 'collect' | 'priIndex' | 'pubIndex', reload: () => unknown): FolderTreeEditing {
  const { api } = useServices();
  const index = kind !== 'collect';
  const after = async <T,>(work: Promise<T>) => {
    await work;
    await reload();
  };
  return {
    maxDepth: index ? MAX_INDEX_DEPTH : undefined,
    onAdd: (parent: FolderNode, name: string) => after(saveTreeNode(api, { parentId: Number(parent.id), name, typeGroupKey: kind })),
    onRename: (node: FolderNode, name: string) => after(saveTreeNode(api, { id: Number(node.id), name })),
    onRemove: (node: FolderNode) => after(index ? removeIndexNode(api, Number(node.id)) : removeCollectFolder(api, Number(node.id))),
  };
}
