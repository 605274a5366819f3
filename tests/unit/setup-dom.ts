// Arco's Message / Modal.confirm / Notification need the React 19 adapter (DESIGN.md section 1).
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { Message, Modal, Notification } from '@arco-design/web-react';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Vitest globals are off, so Testing Library cannot register its own cleanup. Arco's toasts and confirms live
// in roots of their own, which cleanup does not reach: close them too, so none outlives its test.
afterEach(() => {
  cleanup();
  Message.clear();
  Notification.clear();
  Modal.destroyAll();
});

// Arco sets state from timers after a toast, confirm or popup closes (a toast fades for 100 ms, then its
// transition leaves; the DatePicker resets its panel 100 ms after its popup hides). Fired after the DOM
// environment is torn down they throw "window is not defined", which fails the run although every test passed
// (a toast shown near a file's end, 3 s before its own timer, did so in CI). So wait until every closed toast
// and confirm has left the document, on a loaded machine as on a quiet one, then a margin for popup timers.
const CLOSING = '.arco-message, .arco-notification, .arco-modal-wrapper';
afterAll(async () => {
  for (let waited = 0; waited < 5_000 && document.querySelector(CLOSING); waited += 50) await sleep(50);
  await sleep(150);
});
