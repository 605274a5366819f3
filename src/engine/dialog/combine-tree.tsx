import { useTranslation } from 'react-i18next';
import { DialogTree } from '../../../widgets/dialog/dialog-tree.tsx';
import type { DialogController } from './use-dialog-controller.ts';

/** The left side of a combination dialog: choosing a node filters the list; 全部 shows every row. */
export function CombineTree({ controller: c }: { controller: DialogController }) {
  const { t } = useTranslation('engine');
  const active = c.combineNode;
  return (
    <div className="dialog-picker-side" data-testid="dialog-combine-tree">
      <div className={`dialog-all-node${active === null ? ' active' : ''}`} role="button" tabIndex={0}
        onClick={() => c.chooseCombineNode(null)} onKeyDown={(e) => e.key === 'Enter' && c.chooseCombineNode(null)}>
        {t('dialogAllNodes')}
      </div>
      <DialogTree testId="dialog-combine-nodes" expandAll nodes={c.combineTree ?? []} multiple={false} selectedKeys={active === null ? [] : [active]}
        onToggle={(_row, key) => c.chooseCombineNode(key === active ? null : key)} />
    </div>
  );
}
