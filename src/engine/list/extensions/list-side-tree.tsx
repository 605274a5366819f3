import { useMemo } from 'react';
import useSWR from 'swr';
import { Alert, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import type { SideTree } from '../../../common/definitions/kinds/template.ts';
import { FolderTree, type FolderTreeEditing } from '../../../../widgets/patents/folder-tree.tsx';
import { buildTree, type FolderNode } from '../../../../widgets/patents/folder-tree-model.ts';
import { lookup, useRegistry } from '../../registry/registry.ts';
import { UnknownEntry } from '../../registry/unknown-entry.tsx';
import type { TreeNode, TreeSource } from './types.ts';

const asFolder = (node: TreeNode): FolderNode => ({ id: node.id, parentId: node.parentId, name: node.name, editable: node.editable });

/** The nodes of a side tree's source (one read per source; the commands read them again). */
export function useTreeNodes(name: string, source: TreeSource | undefined) {
  return useSWR(source ? ['sideTree', name] : null, () => source!.load(), { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** The node commands the template asks for and the source registers; FolderTree offers them all or none. */
function editingOf(tree: SideTree, source: TreeSource, byId: ReadonlyMap<string, TreeNode>, reload: () => Promise<unknown>): FolderTreeEditing | undefined {
  const wanted = new Set(tree.edit ?? []);
  if (!wanted.size || !source.add || !source.rename || !source.remove) return undefined;
  const { add, rename, remove } = source;
  const node = (folder: FolderNode) => byId.get(folder.id)!;
  const then = async (work: Promise<unknown>) => {
    await work;
    await reload();
  };
  return {
    onAdd: (parent, name) => then(add(node(parent), name)),
    onRename: (folder, name) => then(rename(node(folder), name)),
    onRemove: (folder) => then(remove(node(folder))),
  };
}

/**
 * A template's `sideTree`: the registered source's nodes as a tree; choosing one hands it to `onChoose` (the list adds
 * its conditions), and the node commands the template names are offered on the nodes the source marks editable.
 */
export function ListSideTree({ tree, chosen, onChoose }: { tree: SideTree; chosen: TreeNode | null; onChoose: (node: TreeNode | null) => void }) {
  const { t } = useTranslation('engine');
  const registry = useRegistry();
  const source = lookup(registry.treeSources ?? {}, tree.source);
  const nodes = useTreeNodes(tree.source, source);
  const byId = useMemo(() => new Map((nodes.data ?? []).map((n) => [n.id, n])), [nodes.data]);
  const folders = useMemo(() => buildTree((nodes.data ?? []).map(asFolder)), [nodes.data]);

  if (!source) return <UnknownEntry kind="treeSource" name={tree.source} path="/sideTree/source" />;
  const reload = async () => {
    const fresh = await nodes.mutate();
    // A removed node is no longer chosen; a renamed one keeps its place with its new name.
    if (chosen) onChoose(fresh?.find((n) => n.id === chosen.id) ?? null);
  };
  return (
    <aside className="pp-list-side-tree" data-testid="list-side-tree">
      {nodes.error ? <Alert type="error" content={t('list.treeFailed', { message: (nodes.error as Error).message })} /> : null}
      {nodes.isLoading ? <Spin /> : (
        <FolderTree
          tree={folders}
          selectedId={chosen?.id ?? null}
          onSelect={(folder) => onChoose(byId.get(folder.id) ?? null)}
          editing={editingOf(tree, source, byId, reload)}
          testId={`side-tree-${tree.source}`}
        />
      )}
    </aside>
  );
}
