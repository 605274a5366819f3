import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './root-route.tsx';

const handle = (titleKey: string): RouteHandle => ({ titleKey });
const startPage = async () => ({ Component: (await import('../../pages/workflow/start/start-page.tsx')).StartPage });
const instancePage = async () => ({ Component: (await import('../../pages/workflow/instance/instance-page.tsx')).InstancePage });
const qrCodeFormPage = async () => ({ Component: (await import('../../pages/workflow/qrcode/qrcode-form-page.tsx')).QrCodeFormPage });

const start = (path: string): RouteObject => ({ path, handle: handle('workflow:inst.start.title'), lazy: startPage });
const read = (path: string): RouteObject => ({ path, handle: handle('workflow:inst.view.title'), lazy: instancePage });

/** Routes drawn inside the main layout. */
export const instanceRoutes: RouteObject[] = [];

/**
 * Routes drawn without the main layout: the lists and the flow list open start, instance and read pages in a popup
 * (80% x 90% of the screen), so they carry no menu of their own.
 */
export const instanceBareRoutes: RouteObject[] = [
  start('agentStart/:defId/:leaderId'),
  start('agentStart/:defId/:leaderId/:copeInstId'),
  start('agentStartByKey/:defKey'),
  start('start/:defId/:instId'),
  read('inst/:instId'),
  read('inst/:instId/:type'),
  read('inst/:instId/:type/:readId'),
  read('inst/:instId/:type/:readType/:readDoneId'),
  read('myRead/:instId/:readId/:myReadType'),
  // Also /instRead/{procInstId}/agent: the owner of an agent-delegated task reads the instance.
  read('instRead/:instId/:myReadType'),
  read('taskRead/:taskId/:task_state'),
  // An instance's form, by its flow version and itself (an instance of another version is refused).
  read('previewInstForm/:defId/:instId'),
  // A data template's form with the QR code of its address, printable (workflow-office.md "Viewers").
  { path: 'QRCodeForm/:templateKey/:action', handle: handle('workflow:qrForm.scan'), lazy: qrCodeFormPage },
];
