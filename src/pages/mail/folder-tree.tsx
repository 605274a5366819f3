import { Tree } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tree/style/css.js';
import { IconDelete, IconEdit, IconEmail, IconSend, IconStorage, IconUser } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailTreeNode } from '../../app/api/mail.ts';
import { INTERNAL_SET_ID, MAIL_FOLDERS } from '../../common/api/mail.ts';
import { folderOf } from './folder-model.ts';

interface TreeItem {
  key: string;
  title: ReactNode;
  icon?: ReactNode;
  children?: TreeItem[];
}

const FOLDER_ICONS: Record<number, ReactNode> = {
  [MAIL_FOLDERS.inbox]: <IconEmail />,
  [MAIL_FOLDERS.sent]: <IconSend />,
  [MAIL_FOLDERS.drafts]: <IconEdit />,
  [MAIL_FOLDERS.trash]: <IconDelete />,
};

interface Props {
  nodes: MailTreeNode[];
  selected: string | undefined;
  onSelect: (node: MailTreeNode) => void;
}

/** The mailboxes (internal mail first, then each external account) and their folders, with the unread count of each. */
export function FolderTree({ nodes, selected, onSelect }: Props) {
  const { t } = useTranslation('mail');
  const label = (node: MailTreeNode) => (
    <span data-testid={`mail-folder-${node.id}`} title={node.unread > 0 ? t('folder.unread', { count: node.unread }) : undefined}>
      {node.name}
      {node.unread > 0 && <span className="pp-mail-unread-count" data-testid={`mail-folder-unread-${node.id}`}>{node.unread}</span>}
    </span>
  );
  const build = (parentId: string | null): TreeItem[] =>
    nodes.filter((n) => n.parentId === parentId).map((n) => {
      const children = build(n.id);
      return {
        key: n.id,
        title: label(n),
        icon: n.type !== null ? FOLDER_ICONS[n.type] : n.setId === INTERNAL_SET_ID ? <IconUser /> : <IconStorage />,
        children: children.length ? children : undefined,
      };
    });
  const treeData = build(null);
  return (
    <Tree
      data-testid="mail-folder-tree"
      blockNode
      showLine={false}
      treeData={treeData}
      expandedKeys={nodes.filter((n) => n.parentId === null).map((n) => n.id)}
      selectedKeys={selected ? [selected] : []}
      onSelect={(keys) => {
        const node = folderOf(nodes, keys[0]);
        if (node) onSelect(node);
      }}
    />
  );
}
