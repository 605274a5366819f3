/** One node of a favourites or indexing tree; the root has parentId '0' (spec: home collection root id 0). */
export interface FolderNode {
  id: string;
  parentId: string;
  name: string;
  /** False when the user may not add under, rename or remove this node (others' group folders, the public tree). */
  editable?: boolean;
  children?: FolderNode[];
}

/** The indexing trees are at most three levels deep below the root. */
export const MAX_INDEX_DEPTH = 3;

export const isRoot = (node: Pick<FolderNode, 'parentId'>) => node.parentId === '0';

/** Builds a tree from flat rows (any order); rows whose parent is missing become top-level nodes. */
export function buildTree(rows: FolderNode[]): FolderNode[] {
  const byId = new Map(rows.map((row) => [row.id, { ...row, children: [] as FolderNode[] }]));
  const roots: FolderNode[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node.parentId);
    if (parent && parent !== node) parent.children!.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Depth of a node below the root (root 0, its children 1...), or -1 when absent. */
export function depthOf(tree: FolderNode[], id: string): number {
  const walk = (nodes: FolderNode[], depth: number): number => {
    for (const node of nodes) {
      if (node.id === id) return isRoot(node) ? 0 : depth;
      const found = walk(node.children ?? [], isRoot(node) ? 1 : depth + 1);
      if (found >= 0) return found;
    }
    return -1;
  };
  return walk(tree, 1);
}

export function findNode(tree: FolderNode[], id: string): FolderNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}
