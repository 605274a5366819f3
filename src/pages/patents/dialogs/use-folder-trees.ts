import useSWR from 'swr';
import { useServices } from '../../../app/shell/services.tsx';
import { getCollectTree, getIndexTree, type SysTypeNode } from '../../../app/api/patents.ts';
import { buildTree, type FolderNode } from '../../../../widgets/patents/folder-tree-model.ts';

const toFolder = (node: SysTypeNode): FolderNode => ({ id: String(node.id), parentId: String(node.parentId), name: node.name, editable: node.isDataedit });

/** The caller's favourites folders as a tree (loaded when `open`). */
export function useCollectTree(open: boolean) {
  const { api } = useServices();
  const swr = useSWR(open ? ['collectTree'] : null, () => getCollectTree(api), { revalidateOnFocus: false });
  return { tree: buildTree((swr.data ?? []).map(toFolder)), loading: swr.isLoading, reload: () => swr.mutate() };
}

/** The public and personal indexing trees (loaded when `open`). */
export function useIndexTrees(open: boolean) {
  const { api } = useServices();
  const swr = useSWR(open ? ['indexTree'] : null, () => getIndexTree(api), { revalidateOnFocus: false });
  const of = (kind: string) => buildTree((swr.data ?? []).filter((node) => node.typeGroupKey === kind).map(toFolder));
  return { personal: of('priIndex'), public: of('pubIndex'), loading: swr.isLoading, reload: () => swr.mutate() };
}
