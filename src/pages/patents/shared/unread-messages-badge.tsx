import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { Badge } from '@arco-design/web-react';
import '@arco-design/web-react/es/Badge/style/css.js';
import { IconNotification } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useServices, useSession } from '../../../app/shell/services.tsx';
import { getUnreadCount } from '../../../app/api/patents.ts';
import { ROLE } from '../../../common/enums/roles.ts';
import './unread-messages-badge.css';

export const MESSAGES_PATH = '/workbench/querySql/queryView/xxgl/wdxx';

/** The header's unread-message counter, linking to the message list; nothing for visitors and guests (yk). */
export function UnreadMessagesBadge() {
  const { t } = useTranslation('patents');
  const { api } = useServices();
  const current = useSession();
  const counts = Boolean(current && !current.user.isVisitor && !current.user.roles.includes(ROLE.guest));
  const { data } = useSWR(counts ? ['unreadMessages', current!.user.userId] : null, () => getUnreadCount(api), { refreshInterval: 60_000 });
  if (!counts) return null;
  return (
    <Link to={MESSAGES_PATH} className="pp-header-messages" title={t('unreadMessages')} aria-label={t('unreadMessages')} data-testid="header-unread" data-count={data?.count ?? 0}>
      <Badge count={data?.count ?? 0} maxCount={99} dotStyle={{ fontSize: 10 }}>
        <IconNotification style={{ fontSize: 18 }} />
      </Badge>
    </Link>
  );
}
