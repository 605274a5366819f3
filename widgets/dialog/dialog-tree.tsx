import './arco-styles.ts';
import { Tree } from '@arco-design/web-react';
import type { TreeDataType } from '@arco-design/web-react/es/Tree/interface';
import { useTranslation } from 'react-i18next';
import { allKeys, type TreeNode } from './build-tree.ts';
import type { DialogRow } from './dialog-types.ts';

export interface DialogTreeProps {
  nodes: TreeNode[];
  selectedKeys: string[];
  /** Checkboxes (each node on its own) or single selection. */
  multiple: boolean;
  onToggle: (row: DialogRow, key: string) => void;
  /** Open every branch (while a search filters the tree). */
  expandAll?: boolean;
  testId?: string;
}

const toData = (nodes: readonly TreeNode[]): TreeDataType[] =>
  nodes.map((n) => ({ key: n.key, title: n.title, children: toData(n.children) }));

function rowsByKey(nodes: readonly TreeNode[], into = new Map<string, DialogRow>()) {
  for (const n of nodes) {
    into.set(n.key, n.row);
    rowsByKey(n.children, into);
  }
  return into;
}

/** A tree dialog's rows: checkboxes when several may be chosen, else a highlighted single choice. */
export function DialogTree({ nodes, selectedKeys, multiple, onToggle, expandAll, testId = 'dialog-tree' }: DialogTreeProps) {
  const { t } = useTranslation('engine');
  if (nodes.length === 0) return <div className="view-empty" data-testid={testId}>{t('viewEmpty')}</div>;
  const rows = rowsByKey(nodes);
  const toggleKey = (key: string | undefined) => {
    const row = key === undefined ? undefined : rows.get(key);
    if (row && key !== undefined) onToggle(row, key);
  };
  // Keys change when the filter changes: remount so the default expansion applies to the new tree.
  const expanded = expandAll ? allKeys(nodes) : nodes.map((n) => n.key);
  return (
    <div className="dialog-tree" data-testid={testId}>
      <Tree
        key={expanded.join(',')}
        treeData={toData(nodes)}
        blockNode
        defaultExpandedKeys={expanded}
        checkable={multiple}
        checkStrictly
        checkedKeys={multiple ? selectedKeys : []}
        selectedKeys={multiple ? [] : selectedKeys}
        onCheck={(_keys, extra) => toggleKey(extra.node?.props._key)}
        onSelect={(_keys, extra) => toggleKey(extra.node?.props._key)}
      />
    </div>
  );
}
