import { useState } from 'react';
import { Input, Message, Modal, Spin, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tabs/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { useTranslation } from 'react-i18next';
import type { CommandReply } from '../../../app/api/patents.ts';
import { FolderTree } from '../../../../widgets/patents/folder-tree.tsx';
import type { FolderNode } from '../../../../widgets/patents/folder-tree-model.ts';
import { useIndexTrees } from './use-folder-trees.ts';
import { useTreeEditing } from './tree-editing.ts';

/** The node chosen in the dialog: `fByzj` absent rather than null (the server's schema coerces null to 0). */
export interface IndexTarget {
  fByzj?: number;
  fBymc?: string;
}

export interface IndexDialogProps {
  /** Indexes what the caller is indexing (one patent, or group entries) into the chosen node. */
  submit: (target: IndexTarget) => Promise<CommandReply>;
  /** IPgly / qyIPgly / kyIPgly edit the public tree; everyone edits their personal one. */
  editsPublicTree: boolean;
  onClose: () => void;
}

type TreeTab = 'priIndex' | 'pubIndex';

/**
 * Mount it to open it: index what `submit` sends into a node of the personal or public tree, optionally into a new child
 * named in the box. The server's refusals (请选择节点, 请输入标引分类节点进行标引, 不能超过三级标引节点！) are the toast;
 * success reads 标引成功.
 */
export function IndexDialog({ submit, editsPublicTree, onClose }: IndexDialogProps) {
  const { t } = useTranslation('patents');
  const trees = useIndexTrees(true);
  const personalEditing = useTreeEditing('priIndex', trees.reload);
  const publicEditing = useTreeEditing('pubIndex', trees.reload);
  const [tab, setTab] = useState<TreeTab>('priIndex');
  const [chosen, setChosen] = useState<FolderNode | null>(null);
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);

  const switchTab = (key: string) => {
    setTab(key as TreeTab);
    setChosen(null);
  };

  const index = async () => {
    setBusy(true);
    try {
      const reply = await submit({
        ...(chosen ? { fByzj: Number(chosen.id) } : {}),
        ...(newName.trim() ? { fBymc: newName.trim() } : {}),
      });
      Message.success(reply.message || t('indexSucceeded'));
      onClose();
    } catch {
      // The API client showed the server's refusal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('indexTitle')} visible style={{ width: 600 }} confirmLoading={busy} onOk={() => void index()} onCancel={onClose} unmountOnExit>
      <div data-testid="index-dialog">
        <Tabs activeTab={tab} onChange={switchTab} size="small">
          <Tabs.TabPane key="priIndex" title={<span data-testid="index-tab-personal">{t('indexPersonal')}</span>}>
            {trees.loading ? <Spin /> : <FolderTree tree={trees.personal} selectedId={chosen?.id} onSelect={setChosen} editing={personalEditing} testId="index-tree-personal" />}
          </Tabs.TabPane>
          <Tabs.TabPane key="pubIndex" title={<span data-testid="index-tab-public">{t('indexPublic')}</span>}>
            {trees.loading ? <Spin /> : (
              <FolderTree tree={trees.public} selectedId={chosen?.id} onSelect={setChosen} editing={editsPublicTree ? publicEditing : undefined} testId="index-tree-public" />
            )}
          </Tabs.TabPane>
        </Tabs>
        <Input
          className="pp-index-name"
          placeholder={t('indexNewNodePlaceholder')}
          value={newName}
          maxLength={100}
          onChange={setNewName}
          data-testid="index-new-node"
        />
      </div>
    </Modal>
  );
}
