import { FLOW_CHANGED } from './flow-changed.ts';

/** Popup size of the spec: 80% of the screen width and 90% of its height. */
const WIDTH_SHARE = 0.8;
const HEIGHT_SHARE = 0.9;

/** `window.open` features for a popup of that size centred on the screen the browser window is on. */
export function popupFeatures(screen: Pick<Screen, 'width' | 'height'> & { left?: number; top?: number }): string {
  const width = Math.round(screen.width * WIDTH_SHARE);
  const height = Math.round(screen.height * HEIGHT_SHARE);
  const left = Math.round((screen.left ?? 0) + (screen.width - width) / 2);
  const top = Math.round((screen.top ?? 0) + (screen.height - height) / 2);
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/**
 * Opens a process page (instance, read or start view: '/inst/12', '/agentStart/3/0', ...) in the centred popup.
 * `newPage=1` tells the page it is a popup (it posts FLOW_CHANGED to its opener after each change).
 * Each path gets its own window, so opening the same task twice focuses the open one.
 */
export function openProcessWindow(path: string): Window | null {
  const url = `${path}${path.includes('?') ? '&' : '?'}newPage=1`;
  const screen = window.screen as Screen & { availLeft?: number; availTop?: number };
  const popup = window.open(url, `pp-flow-${path.replace(/[^\w]+/g, '-')}`,
    popupFeatures({ width: screen.availWidth || screen.width, height: screen.availHeight || screen.height, left: screen.availLeft, top: screen.availTop }));
  popup?.focus();
  return popup;
}

/** Opens the task page /task/{taskId}/{leaderId} in the popup; leaderId 0 = acting for nobody. */
export function openTaskWindow(taskId: string | number, leaderId: string | number = 0): Window | null {
  return openProcessWindow(`/task/${taskId}/${leaderId || 0}`);
}

/** Whether a `message` event is a popup of ours reporting a change. */
export function isFlowChangedMessage(event: MessageEvent): boolean {
  return event.origin === window.location.origin && (event.data as { type?: unknown } | null)?.type === FLOW_CHANGED.type;
}
