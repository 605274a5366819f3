import { useEffect, useRef } from 'react';
import { markNoticeRead } from '../../../app/api/workflow-instance.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { notifyOpener } from '../../../app/shell/flow-changed.ts';

/** Opening an unread copy (todoRead) marks it read, once; the opener's lists and counters then refresh. */
export function useMarkRead(noticeId: string | undefined) {
  const { api } = useServices();
  const done = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!noticeId || done.current === noticeId) return;
    done.current = noticeId;
    // A copy already read, or not the caller's, stays as it is: the page shows the instance either way.
    markNoticeRead(api, noticeId).then(() => notifyOpener(), () => undefined);
  }, [api, noticeId]);
}
