import type { MailTreeNode } from '../../common/api/mail.ts';
import { INTERNAL_SET_ID, MAIL_FOLDERS } from '../../common/api/mail.ts';
import type { QueryFilter } from '../../common/query/query-filter.ts';

/** The folder a tree key names: a folder node is itself, a mailbox root stands for its inbox. */
export function folderOf(nodes: MailTreeNode[], key: string | undefined): MailTreeNode | undefined {
  const node = nodes.find((n) => n.id === key);
  if (!node || node.type !== null) return node;
  return nodes.find((n) => n.parentId === node.id && n.type === MAIL_FOLDERS.inbox);
}

/** The folder shown first: the internal inbox. */
export const firstFolder = (nodes: MailTreeNode[]) => nodes.find((n) => n.setId === INTERNAL_SET_ID && n.type === MAIL_FOLDERS.inbox) ?? nodes.find((n) => n.type !== null);

/** The list call's filter: a page of one folder of one mailbox, with the keyword searched by the server. */
export function mailListFilter(folder: MailTreeNode, page: number, pageSize: number, keyword: string): QueryFilter {
  return { pageBean: { page, pageSize, showTotal: true }, params: { setId: folder.setId, type: folder.type, ...(keyword ? { keyword } : {}) } };
}
