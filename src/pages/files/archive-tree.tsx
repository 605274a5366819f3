import { useEffect, useState } from 'react';
import { Alert, Empty, Spin, Tree } from '@arco-design/web-react';
import type { TreeDataType } from '@arco-design/web-react/es/Tree/interface';
import { IconFile, IconFolder } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { ArchiveEntriesReply, ArchiveEntry } from '../../common/api/files.ts';
import { formatSize, type FileCalls } from '../../app/api/files.ts';

/** Entries by path into a tree: folders first, then files, each by name; folders only implied by a path appear too. */
export function archiveTreeData(entries: readonly ArchiveEntry[]): TreeDataType[] {
  interface Node { name: string; path: string; dir: boolean; size: number; children: Map<string, Node> }
  const root: Node = { name: '', path: '', dir: true, size: 0, children: new Map() };
  for (const entry of entries) {
    const parts = entry.path.split('/').filter(Boolean);
    let node = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      let child = node.children.get(part);
      if (!child) {
        child = { name: part, path: parts.slice(0, index + 1).join('/'), dir: !last || entry.dir, size: 0, children: new Map() };
        node.children.set(part, child);
      }
      if (last && !entry.dir) child.size = entry.size;
      node = child;
    });
  }
  const toData = (node: Node): TreeDataType[] => [...node.children.values()]
    .sort((a, b) => Number(b.dir) - Number(a.dir) || a.name.localeCompare(b.name))
    .map((child) => ({
      key: child.path,
      title: child.dir ? child.name : `${child.name}  (${formatSize(child.size)})`,
      icon: child.dir ? <IconFolder /> : <IconFile />,
      isLeaf: !child.dir,
      children: child.dir ? toData(child) : undefined,
    }));
  return toData(root);
}

/** A zip's file tree (the server lists its central directory; nothing is extracted). */
export function ArchiveTree({ calls, fileId }: { calls: FileCalls; fileId: string }) {
  const { t } = useTranslation('files');
  const [reply, setReply] = useState<ArchiveEntriesReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    calls.archiveEntries(fileId).then((value) => alive && setReply(value), (failure: unknown) => alive && setError((failure as Error).message));
    return () => {
      alive = false;
    };
  }, [calls, fileId]);
  if (error) return <Alert type="error" content={error} data-testid="archive-error" />;
  if (!reply) return <Spin tip={t('loading')} />;
  if (!reply.entries.length) return <Empty description={t('archiveEmpty')} />;
  const data = archiveTreeData(reply.entries);
  return (
    <div className="pp-file-archive" data-testid="archive-tree">
      <div className="pp-file-toolbar">{t('archiveTitle', { count: reply.entries.length })}</div>
      {reply.truncated && <Alert type="warning" content={t('archiveTruncated', { count: reply.entries.length })} />}
      <Tree treeData={data} showLine blockNode defaultExpandedKeys={data.map((node) => String(node.key))} />
    </div>
  );
}
