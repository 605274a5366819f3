import { useState } from 'react';
import useSWR from 'swr';
import { Message, Modal, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SysTypeNode } from '../../common/api/collections.ts';
import type { QueryCondition } from '../../common/query/query-filter.ts';
import type { TemplateRow } from '../../common/api/template-types.ts';
import type { ChosenRowsContext, RowAction, TreeNode, TreeSource } from '../../engine/list/extensions/types.ts';
import type { ApiClient } from '../api/client.ts';
import {
  getGroupCollectTree, indexGroupItems, moveGroupItems, removeGroupItems, removeGroupNode, saveTreeNode,
} from '../api/patents.ts';
import { useServices } from '../shell/services.tsx';
import { IndexDialog } from '../../pages/patents/dialogs/index-dialog.tsx';
import { usePatentPermissions } from '../../pages/patents/shared/use-patent-permissions.ts';

/**
 * 小组收藏 (template xzsz over the view xzsz) as engine extension points: the group tree beside the list (tree source
 * `groupCollectTree`: a group lists its entries, a folder those of itself and the folders below it; only a group's
 * owner adds, renames or removes its folders, the server marks which), and the toolbar actions over the chosen
 * entries: 移出 (groupRemoveItems), 移动 to another folder of the same group (groupMoveItems), 标引 into a personal or
 * public indexing node (groupIndexItems, for those with the patent:index right). The server checks every command again.
 */

const ids = (ctx: { rows: readonly TemplateRow[] }) => ctx.rows.map((row) => Number(row.id));

/** The ids of a node and every node below it. */
function subtree(nodes: readonly SysTypeNode[], id: number): number[] {
  const below = nodes.filter((n) => n.parentId === id).flatMap((n) => subtree(nodes, n.id));
  return [id, ...below];
}

/** What choosing a node filters the entries by: a group all of its entries, a folder its own and its folders'; the root nothing. */
export function groupNodeConditions(nodes: readonly SysTypeNode[], node: SysTypeNode): QueryCondition[] {
  if (node.dep <= 0) return [];
  if (node.dep === 1) return [{ property: 'groupId', value: node.id, operation: 'EQUAL' }];
  return [{ property: 'folderId', value: subtree(nodes, node.id), operation: 'IN' }];
}

/** The folders an entry chosen under `node` may move to: its group's node and folders, other than `node` itself. */
export function moveTargets(nodes: readonly SysTypeNode[], node: SysTypeNode | null): SysTypeNode[] {
  const groupId = !node || node.dep <= 0 ? null : node.dep === 1 ? node.id : node.groupId;
  return groupId === null ? [] : nodes.filter((n) => (n.id === groupId || n.groupId === groupId) && n.id !== node!.id);
}

export function groupTreeSource(api: ApiClient): TreeSource {
  const key = 'groupCollect';
  return {
    load: async () => {
      const nodes = await getGroupCollectTree(api);
      return nodes.map((n): TreeNode => ({
        id: String(n.id), parentId: String(n.parentId), name: n.name, editable: n.isDataedit, conditions: groupNodeConditions(nodes, n), data: n,
      }));
    },
    add: (parent, name) => saveTreeNode(api, { parentId: Number(parent.id), name, typeGroupKey: key }),
    rename: (node, name) => saveTreeNode(api, { id: Number(node.id), name, typeGroupKey: key }),
    remove: (node) => removeGroupNode(api, Number(node.id)),
  };
}

/** 移动: the chosen entries to another folder of the chosen node's group. */
function MoveDialog({ rows, node, reload, clearSelection, onClose }: ChosenRowsContext & { onClose: () => void }) {
  const { t } = useTranslation('patents');
  const { api } = useServices();
  const nodes = useSWR(['groupCollectTree'], () => getGroupCollectTree(api));
  const [target, setTarget] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const targets = moveTargets(nodes.data ?? [], (node?.data as SysTypeNode | undefined) ?? null);
  const move = async () => {
    if (target === undefined) return void Message.warning(t('groupMoveTo'));
    setBusy(true);
    try {
      await moveGroupItems(api, ids({ rows }), target);
      Message.success(t('operationSucceeded'));
      clearSelection();
      reload();
      onClose();
    } catch {
      // The API client showed the server's refusal.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={t('groupMove')} visible confirmLoading={busy} onOk={() => void move()} onCancel={onClose} unmountOnExit>
      <Select style={{ width: '100%' }} placeholder={t('groupMoveTo')} value={target} onChange={setTarget} loading={nodes.isLoading} data-testid="group-move-target">
        {targets.map((n) => <Select.Option key={n.id} value={n.id}>{n.name}</Select.Option>)}
      </Select>
    </Modal>
  );
}

/** 标引: the chosen entries' patents into a personal or public indexing node. */
function IndexChosenDialog({ rows, onClose }: ChosenRowsContext & { onClose: () => void }) {
  const { api } = useServices();
  const can = usePatentPermissions();
  return <IndexDialog submit={(target) => indexGroupItems(api, ids({ rows }), target)} editsPublicTree={can.editsPublicIndex} onClose={onClose} />;
}

const useCanIndex = () => usePatentPermissions().canIndex;

export function groupFavouriteActions(api: ApiClient, i18n: Pick<I18n, 't'>): Record<string, RowAction> {
  const remove = async (ctx: { rows: readonly TemplateRow[]; reload: () => void }) => {
    await removeGroupItems(api, ids(ctx));
    Message.success(i18n.t('patents:operationSucceeded'));
    ctx.reload();
  };
  return {
    groupRemoveItems: { run: (ctx) => remove({ rows: [ctx.row], reload: ctx.reload }), runMany: remove },
    groupMoveItems: { ChosenDialog: MoveDialog },
    groupIndexItems: { ChosenDialog: IndexChosenDialog, useShown: useCanIndex },
  };
}
