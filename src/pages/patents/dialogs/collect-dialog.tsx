import { useState } from 'react';
import { Message, Modal, Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { collectPatent } from '../../../app/api/patents.ts';
import { FolderTree } from '../../../../widgets/patents/folder-tree.tsx';
import type { FolderNode } from '../../../../widgets/patents/folder-tree-model.ts';
import { useCollectTree } from './use-folder-trees.ts';
import { useTreeEditing } from './tree-editing.ts';
import type { PatentRef } from './patent-ref.ts';

export interface CollectDialogProps {
  patent: PatentRef;
  source?: string;
  onClose: () => void;
}

/**
 * Mount it to open it: choose a favourites folder (folders can be added, renamed and removed here) and collect.
 * The server refuses no folder (请选择收藏夹) and the root (无法对根节点选择收藏); its message is the toast.
 */
export function CollectDialog({ patent, source, onClose }: CollectDialogProps) {
  const { t } = useTranslation('patents');
  const { api } = useServices();
  const folders = useCollectTree(true);
  const editing = useTreeEditing('collect', folders.reload);
  const [chosen, setChosen] = useState<FolderNode | null>(null);
  const [busy, setBusy] = useState(false);

  const collect = async () => {
    setBusy(true);
    try {
      // Absent rather than null: the server's schema coerces null to 0.
      const reply = await collectPatent(api, {
        refId: patent.id, fSqh: patent.applicationNo,
        ...(chosen ? { fSzjzj: Number(chosen.id), fSzj: chosen.name } : {}),
        ...(source ? { fSjly: source } : {}),
        ...(source && patent.publicationNo ? { fGkh: patent.publicationNo } : {}),
      });
      Message.success(reply.message);
      onClose();
    } catch {
      // The API client showed the server's refusal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('collectTitle')} visible style={{ width: 560 }} confirmLoading={busy} onOk={() => void collect()} onCancel={onClose} unmountOnExit>
      <div data-testid="collect-dialog">
        {folders.loading ? <Spin /> : <FolderTree tree={folders.tree} selectedId={chosen?.id} onSelect={setChosen} editing={editing} testId="collect-tree" />}
      </div>
    </Modal>
  );
}
