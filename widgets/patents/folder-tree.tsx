import { useState } from 'react';
import { Button, Empty, Input, Message, Modal, Tree } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Tree/style/css.js';
import { IconDelete, IconEdit, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { depthOf, isRoot, type FolderNode } from './folder-tree-model.ts';
import './patents-widgets.css';

export interface FolderTreeEditing {
  /** Levels below the root a node may have (the indexing trees: 3); adding deeper shows `tooDeepMessage`. */
  maxDepth?: number;
  tooDeepMessage?: string;
  onAdd(parent: FolderNode, name: string): Promise<void>;
  onRename(node: FolderNode, name: string): Promise<void>;
  onRemove(node: FolderNode): Promise<void>;
}

export interface FolderTreeProps {
  tree: FolderNode[];
  selectedId?: string | null;
  onSelect?: (node: FolderNode) => void;
  /** Present when the user may change the tree; the root itself is never renamed or removed. */
  editing?: FolderTreeEditing;
  testId?: string;
}

type NameDraft = { mode: 'add' | 'rename'; node: FolderNode; name: string };

interface TreeItem {
  key: string;
  title: string;
  dataRef: FolderNode;
  children: TreeItem[];
}

const toTreeData = (nodes: FolderNode[]): TreeItem[] =>
  nodes.map((node) => ({ key: node.id, title: node.name, dataRef: node, children: toTreeData(node.children ?? []) }));

const allIds = (nodes: FolderNode[]): string[] => nodes.flatMap((node) => [node.id, ...allIds(node.children ?? [])]);

/** A favourites / indexing folder tree: pick a node, and (when allowed) add, rename and remove nodes. */
export function FolderTree({ tree, selectedId, onSelect, editing, testId = 'folder-tree' }: FolderTreeProps) {
  const { t } = useTranslation('patents');
  const [draft, setDraft] = useState<NameDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Everything starts open, nodes added later too; only what the user folds stays folded.
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set());

  const startAdd = (node: FolderNode) => {
    const max = editing?.maxDepth;
    if (max !== undefined && depthOf(tree, node.id) >= max) {
      Message.warning(editing?.tooDeepMessage ?? t('errors:indexTooDeep'));
      return;
    }
    setError(null);
    setDraft({ mode: 'add', node, name: '' });
  };

  const confirmName = async () => {
    if (!draft || !editing) return;
    const name = draft.name.trim();
    if (!name) return setError(t('folderNameRequired'));
    setBusy(true);
    try {
      if (draft.mode === 'add') await editing.onAdd(draft.node, name);
      else await editing.onRename(draft.node, name);
      setDraft(null);
    } catch {
      // The API client already showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  const remove = (node: FolderNode) => {
    Modal.confirm({
      title: t('folderRemove'),
      content: t('folderRemoveConfirm', { name: node.name }),
      onOk: () => editing?.onRemove(node).catch(() => undefined),
    });
  };

  if (!tree.length) return <Empty description={t('treeEmpty')} />;
  return (
    <div className="pp-tree-box" data-testid={testId}>
      <Tree
        blockNode
        expandedKeys={allIds(tree).filter((id) => !folded.has(id))}
        onExpand={(_keys, extra) => {
          if (!extra) return;
          const id = String(extra.node.props._key);
          const expanded = extra.expanded;
          setFolded((before) => {
            const next = new Set(before);
            if (expanded) next.delete(id);
            else next.add(id);
            return next;
          });
        }}
        treeData={toTreeData(tree)}
        selectedKeys={selectedId ? [selectedId] : []}
        onSelect={(_keys, extra) => onSelect?.((extra.node.props.dataRef as FolderNode))}
        renderTitle={(props) => <span data-testid={`folder-node-${String(props._key)}`}>{props.title as string}</span>}
        renderExtra={editing ? (props) => {
          const node = props.dataRef as FolderNode;
          // A root takes children from whoever may edit the tree; other nodes follow their own flag.
          if (node.editable === false && !isRoot(node)) return null;
          return (
            <span className="pp-tree-actions" onClick={(event) => event.stopPropagation()}>
              <Button size="mini" type="text" icon={<IconPlus />} aria-label={t('folderAdd')} title={t('folderAdd')} onClick={() => startAdd(node)} data-testid={`folder-add-${node.id}`} />
              {isRoot(node) || node.editable === false ? null : (
                <>
                  <Button size="mini" type="text" icon={<IconEdit />} aria-label={t('folderRename')} title={t('folderRename')} onClick={() => { setError(null); setDraft({ mode: 'rename', node, name: node.name }); }} data-testid={`folder-rename-${node.id}`} />
                  <Button size="mini" type="text" status="danger" icon={<IconDelete />} aria-label={t('folderRemove')} title={t('folderRemove')} onClick={() => remove(node)} data-testid={`folder-remove-${node.id}`} />
                </>
              )}
            </span>
          );
        } : undefined}
      />
      <Modal
        title={draft?.mode === 'rename' ? t('folderRename') : t('folderAdd')}
        visible={Boolean(draft)}
        confirmLoading={busy}
        onOk={() => void confirmName()}
        onCancel={() => setDraft(null)}
        unmountOnExit
      >
        <Input
          autoFocus
          placeholder={t('folderName')}
          value={draft?.name ?? ''}
          maxLength={50}
          status={error ? 'error' : undefined}
          onChange={(name) => { setError(null); setDraft((current) => (current ? { ...current, name } : current)); }}
          onPressEnter={() => void confirmName()}
          data-testid="folder-name-input"
        />
        {error ? <div className="arco-form-message" role="alert" data-testid="folder-name-error">{error}</div> : null}
      </Modal>
    </div>
  );
}
