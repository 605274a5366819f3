import { useRef, useState } from 'react';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { useNavigate } from 'react-router-dom';
import { saveStartDraft, startFlow } from '../../../app/api/workflow-instance.ts';
import { startChoices } from '../../../app/api/workflow-next-choices.ts';
import type { NodeUsersInput } from '../../../common/api/workflow-next-choices.ts';
import { encodeFormData } from '../../../app/api/workflow-task.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { notifyOpener, TOAST_MS } from '../../../app/shell/flow-changed.ts';
import { agentLeaderId } from './initiator.ts';

/** Where a start page opened outside a popup goes once the flow is started: my requests. */
export const REQUESTS_PATH = '/v-flow/v-request';

/**
 * Start and save-draft of a start page. Both send the form data as Base64 JSON (and the record's business key when the
 * page was opened for one); the draft id is kept after the first save so saving again updates that draft, and starting
 * from it removes it. A refusal shows the server's message.
 */
export function useStartCommands(defId: string, draftId: string | undefined, businessKey?: string) {
  const { api } = useServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const draft = useRef(draftId);
  const forRecord = businessKey ? { businessKey } : {};

  /** Runs a command once at a time; true when it succeeded. */
  const guard = async (work: () => Promise<void>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      await work();
      return true;
    } catch {
      // The client already showed the server's message.
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** What the start would meet: which first nodes take a choice of handlers, and whether it can find one for each. */
  const choices = (data: Record<string, unknown>, initiator: string) => startChoices(api, {
    defId: Number(defId), data: encodeFormData(data), agentLeaderId: agentLeaderId(initiator), ...(draft.current ? { proInstId: Number(draft.current) } : {}),
  });

  const start = (data: Record<string, unknown>, initiator: string, nodeUsers?: NodeUsersInput[]) => guard(async () => {
    const reply = await startFlow(api, {
      defId: Number(defId), data: encodeFormData(data), agentLeaderId: agentLeaderId(initiator), ...forRecord,
      ...(draft.current ? { proInstId: Number(draft.current) } : {}), ...(nodeUsers ? { nodeUsers } : {}),
    });
    Message.success({ content: reply.message, duration: TOAST_MS });
    // The message shows for its 1.5 s, then the popup hands over to its opener, or the tab goes to my requests.
    await new Promise((resolve) => setTimeout(resolve, TOAST_MS));
    if (notifyOpener()) window.close();
    else navigate(REQUESTS_PATH);
  });

  const saveDraft = (data: Record<string, unknown>) => guard(async () => {
    const reply = await saveStartDraft(api, {
      defId: Number(defId), data: encodeFormData(data), ...forRecord, ...(draft.current ? { proInstId: Number(draft.current) } : {}),
    });
    draft.current = reply.value;
    Message.success({ content: reply.message, duration: TOAST_MS });
    notifyOpener();
  });

  return { choices, start, saveDraft, busy, draftId: () => draft.current };
}
