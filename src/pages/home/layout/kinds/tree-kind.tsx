import { useState } from 'react';
import useSWR from 'swr';
import { Button, Empty, Input, Message, Spin, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tabs/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../../app/shell/services.tsx';
import { markPatent, type CollectedPatentRow } from '../../../../app/api/patents.ts';
import { FolderTree } from '../../../../../widgets/patents/folder-tree.tsx';
import type { FolderNode } from '../../../../../widgets/patents/folder-tree-model.ts';
import { useIndexTrees } from '../../../patents/dialogs/use-folder-trees.ts';
import { useTreeEditing } from '../../../patents/dialogs/tree-editing.ts';
import { usePatentPermissions } from '../../../patents/shared/use-patent-permissions.ts';
import type { CardKind } from './card-kind.ts';

type TreeTab = 'priIndex' | 'pubIndex';
const SIDE_ROWS = 5;

/** The indexing side form: the chosen node's patents, and an application number to index into it (标引成功). */
function IndexSideForm({ node, onIndexed }: { node: FolderNode; onIndexed: () => void }) {
  const { t } = useTranslation('engine');
  const { api } = useServices();
  const [applicationNo, setApplicationNo] = useState('');
  const [busy, setBusy] = useState(false);
  const items = useSWR(['homeIndexItems', node.id], () => api.request<{ rows: CollectedPatentRow[]; total?: number }>('front', '/api/v1/mark/patent', {
    method: 'POST', body: { pageBean: { page: 1, pageSize: SIDE_ROWS, showTotal: true }, params: { nodeId: node.id } },
  }), { revalidateOnFocus: false });
  const submit = async () => {
    setBusy(true);
    try {
      const reply = await markPatent(api, { fByzj: node.id, fSqh: applicationNo.trim() });
      Message.success(reply.message);
      setApplicationNo('');
      await items.mutate();
      onIndexed();
    } catch {
      // The API client showed the server's refusal (bad number, unknown patent, ...).
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="pp-home-index-side" data-testid="home-index-side">
      <div className="pp-home-index-node">{t('home.tree.node', { name: node.name })}</div>
      {items.isLoading ? <Spin /> : (
        <ul className="pp-home-rows">
          {(items.data?.rows ?? []).map((row) => (
            <li key={row.id} className="pp-home-row" data-testid="home-index-item">
              <span className="pp-home-row-title" title={row.fName}>{row.fName}</span>
              <span className="pp-home-row-date">{row.fApplicationNo}</span>
            </li>
          ))}
          {items.data && items.data.rows.length === 0 ? <li className="pp-muted">{t('home.tree.noItems')}</li> : null}
        </ul>
      )}
      <div className="pp-home-index-form">
        <Input size="small" value={applicationNo} onChange={setApplicationNo} placeholder={t('home.tree.applicationNo')} maxLength={40} data-testid="home-index-number"
          onPressEnter={() => applicationNo.trim() && void submit()} />
        <Button size="small" type="primary" loading={busy} disabled={!applicationNo.trim()} onClick={() => void submit()} data-testid="home-index-submit">{t('home.tree.index')}</Button>
      </div>
    </div>
  );
}

/**
 * The indexing classification trees (personal, and public for its administrators to edit) with edit, add and delete
 * on each node (three levels at most), and the side form of the chosen node.
 */
function TreeView() {
  const { t } = useTranslation('patents');
  const trees = useIndexTrees(true);
  const { editsPublicIndex, isVisitor } = usePatentPermissions();
  const personalEditing = useTreeEditing('priIndex', trees.reload);
  const publicEditing = useTreeEditing('pubIndex', trees.reload);
  const [tab, setTab] = useState<TreeTab>('priIndex');
  const [chosen, setChosen] = useState<FolderNode | null>(null);
  const tree = tab === 'priIndex' ? trees.personal : trees.public;
  return (
    <div className="pp-home-tree" data-testid="home-tree">
      <Tabs size="small" activeTab={tab} onChange={(key) => { setTab(key as TreeTab); setChosen(null); }}>
        <Tabs.TabPane key="priIndex" title={<span data-testid="home-tree-personal">{t('indexPersonal')}</span>} />
        <Tabs.TabPane key="pubIndex" title={<span data-testid="home-tree-public">{t('indexPublic')}</span>} />
      </Tabs>
      <div className="pp-home-tree-body">
        <div className="pp-home-tree-nodes">
          {trees.loading ? <Spin /> : tree.length === 0 ? <Empty description={t('empty')} /> : (
            <FolderTree tree={tree} selectedId={chosen?.id} onSelect={setChosen} testId={`home-tree-${tab}`}
              editing={isVisitor ? undefined : tab === 'priIndex' ? personalEditing : editsPublicIndex ? publicEditing : undefined} />
          )}
        </div>
        {chosen && !isVisitor ? <IndexSideForm key={chosen.id} node={chosen} onIndexed={() => void trees.reload()} /> : null}
      </div>
    </div>
  );
}

export const treeKind: CardKind = { View: TreeView, empty: () => false, hasMore: () => false };
