import { useState } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconShareAlt, IconStar, IconTags } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { usePatentPermissions } from '../shared/use-patent-permissions.ts';
import { ShareDialog } from './share-dialog.tsx';
import { CollectDialog } from './collect-dialog.tsx';
import { IndexDialog, type IndexTarget } from './index-dialog.tsx';
import { useServices } from '../../../app/shell/services.tsx';
import { markPatent } from '../../../app/api/patents.ts';
import type { PatentRef } from './patent-ref.ts';

/** Share, collect and index buttons with their dialogs; a visitor sees none of them (spec section 6). */
export function PatentActions({ patent, source }: { patent: PatentRef; source?: string }) {
  const { t } = useTranslation('patents');
  const can = usePatentPermissions();
  const { api } = useServices();
  const [open, setOpen] = useState<'share' | 'collect' | 'index' | null>(null);
  if (can.isVisitor) return null;
  const close = () => setOpen(null);
  const indexInto = (target: IndexTarget) => markPatent(api, {
    refId: patent.id, fSqh: patent.applicationNo, ...target,
    ...(patent.publicationNo ? { fGkh: patent.publicationNo } : {}),
    ...(source ? { fByly: source } : {}),
  });
  return (
    <div className="pp-detail-actions" data-testid="patent-actions">
      {can.canShare ? <Button icon={<IconShareAlt />} onClick={() => setOpen('share')} data-testid="patent-share">{t('share')}</Button> : null}
      {can.canCollect ? <Button icon={<IconStar />} onClick={() => setOpen('collect')} data-testid="patent-collect">{t('collect')}</Button> : null}
      {can.canIndex ? <Button icon={<IconTags />} onClick={() => setOpen('index')} data-testid="patent-index">{t('index')}</Button> : null}
      {open === 'share' ? <ShareDialog patentIds={[patent.id]} source={source} onClose={close} /> : null}
      {open === 'collect' ? <CollectDialog patent={patent} source={source} onClose={close} /> : null}
      {open === 'index' ? <IndexDialog submit={indexInto} editsPublicTree={can.editsPublicIndex} onClose={close} /> : null}
    </div>
  );
}
