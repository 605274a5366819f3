import type { DialogRow } from './dialog-types.ts';

export interface TreeNode {
  key: string;
  title: string;
  row: DialogRow;
  children: TreeNode[];
}

export interface TreeFields {
  idField: string;
  parentField: string;
  displayField: string;
}

const keyText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Flat rows into a forest: a row whose parent is absent from the rows is a root. Order of the rows is kept. */
export function buildTree(rows: readonly DialogRow[], fields: TreeFields): TreeNode[] {
  const nodes = new Map<string, TreeNode>();
  for (const row of rows) {
    const key = keyText(row[fields.idField]);
    nodes.set(key, { key, title: keyText(row[fields.displayField]) || key, row, children: [] });
  }
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(keyText(node.row[fields.parentField]));
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The nodes whose row matches, with their ancestors (so a match keeps its path). */
export function filterTree(nodes: readonly TreeNode[], matches: (row: DialogRow) => boolean): TreeNode[] {
  const result: TreeNode[] = [];
  for (const node of nodes) {
    const children = filterTree(node.children, matches);
    if (children.length > 0 || matches(node.row)) result.push({ ...node, children });
  }
  return result;
}

export function allKeys(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...allKeys(n.children)]);
}
