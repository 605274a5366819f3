import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import type { CommandReply } from '../../api/workflow-lists.ts';
import { TOAST_MS } from '../../shell/flow-changed.ts';

/**
 * Runs a list-row command: the server's message as a 1.5 s success toast, then `after` (usually a refresh).
 * Resolves false on failure: the API client has shown the server's message.
 */
export async function runFlowCommand(work: Promise<CommandReply>, after: () => void): Promise<boolean> {
  try {
    const reply = await work;
    if (reply.message) Message.success({ content: reply.message, duration: TOAST_MS });
    after();
    return true;
  } catch {
    return false;
  }
}
