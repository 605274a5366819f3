import { useState } from 'react';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { flowStartRights, secretaryLeaders, type DefinitionRow, type Leader } from '../../../app/api/workflow-lists.ts';
import { useServices, useSession } from '../../../app/shell/services.tsx';
import { openProcessWindow } from '../../../app/shell/open-window.ts';

/** The start page of a flow for oneself (leaderId 0) or for a leader the caller is secretary of. */
/** What starting needs of a flow (a list row or a frequent flow). */
export type StartableFlow = Pick<DefinitionRow, 'defId' | 'defKey' | 'name'>;

export const startPath = (defId: string, leaderId: string | number = 0) => `/agentStart/${defId}/${leaderId || 0}`;

/**
 * Starting a flow from the list: the server's start-rights check first (无启动权限，请联系管理员), then, for a secretary,
 * the choice of whom to start for; the start page opens in the process popup.
 */
export function useStartFlow() {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const user = useSession()?.user;
  const leaders = useSWR(user ? ['wf-secretary-leaders', user.userId] : null, () => secretaryLeaders(api), { revalidateOnFocus: false });
  const [choosing, setChoosing] = useState<{ flow: StartableFlow; leaders: Leader[] } | null>(null);
  const [checking, setChecking] = useState<string | null>(null);

  const start = async (flow: StartableFlow) => {
    setChecking(flow.defKey);
    try {
      const rights = await flowStartRights(api, flow.defKey);
      if (!rights.value) {
        Message.warning(rights.message || t('lists.flows.noStartRights'));
        return;
      }
      const mine = leaders.data ?? (await leaders.mutate()) ?? [];
      if (mine.length > 0) setChoosing({ flow, leaders: mine });
      else openProcessWindow(startPath(flow.defId));
    } catch (error) {
      Message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setChecking(null);
    }
  };

  return {
    start,
    checking,
    choosing,
    choose: (leaderId: string | number) => {
      if (choosing) openProcessWindow(startPath(choosing.flow.defId, leaderId));
      setChoosing(null);
    },
    cancel: () => setChoosing(null),
  };
}
