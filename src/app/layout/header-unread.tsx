import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@arco-design/web-react';
import '@arco-design/web-react/es/Badge/style/css.js';
import { IconEmail, IconNotification } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useServices, useSession, useTenantCode } from '../shell/services.tsx';
import { countersHidden } from '../workflow/counters-hidden.ts';
import { openCountsStream } from '../workflow/counts-stream.ts';
import './header-unread.css';

/** Where the header's counters lead: the unread-message list (workflow-office.md, workbench query views) and My mail. */
export const MESSAGES_PATH = '/workbench/querySql/queryView/xxgl/wdxx';
export const MAIL_LIST_PATH = '/v-mail/v-mailList';

/** The unread messages and mail the tab's counters stream pushes (`unreadBy`); null until the first push or without counters. */
export function usePushedUnread(): { messages: number; mail: number } | null {
  const { api, config } = useServices();
  const tenantCode = useTenantCode();
  const user = useSession()?.user;
  const hidden = countersHidden(user);
  const userId = user?.userId;
  const [unread, setUnread] = useState<{ messages: number; mail: number } | null>(null);
  useEffect(() => {
    setUnread(null);
    if (hidden || !userId) return undefined;
    return openCountsStream({ api, config, tenantCode, userId }, (counts) => {
      if (!counts.unreadBy) return;
      setUnread({ messages: counts.unreadBy.messages ?? 0, mail: counts.unreadBy.mail ?? 0 });
    });
  }, [api, config, tenantCode, hidden, userId]);
  return hidden ? null : unread;
}

/**
 * The header's unread counters, live from the counters stream (no polling): unread messages (the bell, to the message
 * list) and unread mail (the envelope, to My mail). Nothing for visitors and role yk; drawn once the first counts arrive.
 */
export function HeaderUnread() {
  const { t } = useTranslation();
  const unread = usePushedUnread();
  if (!unread) return null;
  const entries = [
    { key: 'messages', to: MESSAGES_PATH, count: unread.messages, label: t('patents:unreadMessages'), testId: 'header-unread', Icon: IconNotification },
    { key: 'mail', to: MAIL_LIST_PATH, count: unread.mail, label: t('mail:unreadMail'), testId: 'header-unread-mail', Icon: IconEmail },
  ];
  return (
    <>
      {entries.map(({ key, to, count, label, testId, Icon }) => (
        <Link key={key} to={to} className="pp-header-unread" title={`${label}: ${count}`} aria-label={`${label}: ${count}`} data-testid={testId} data-count={count}>
          <Badge count={count} maxCount={99} dotStyle={{ fontSize: 10 }}>
            <Icon style={{ fontSize: 18 }} />
          </Badge>
        </Link>
      ))}
    </>
  );
}
