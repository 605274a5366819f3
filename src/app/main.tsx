// Must run before any Arco import: Message, Modal.confirm and Notification need it on React 19.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/es/style/index.css';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { createApiClient } from './api/client.ts';
import { requestBatching } from './api/request-batching.ts';
import { SessionStore } from './session/session-store.ts';
import { storedLanguage } from './i18n/i18n-core.ts';
import { createShellI18n } from './i18n/shell-i18n.ts';
import { arcoApiUi } from './shell/arco-ui.ts';
import { AppRoot } from './shell/app-root.tsx';

async function start(container: HTMLElement) {
  const root = createRoot(container);
  const i18n = createShellI18n(storedLanguage(window.localStorage));
  document.documentElement.lang = i18n.language;
  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error(error);
    container.innerHTML = '';
    const message = document.createElement('p');
    message.className = 'pp-boot-error';
    message.textContent = i18n.t('common:configFailed');
    container.append(message);
    return;
  }
  const session = new SessionStore(window.localStorage, window.sessionStorage);
  session.watchOtherTabs(window);
  // A page opened on the home gathers what it reads as it loads into a few batches (the home page starts this too).
  if (/^\/home(\/|$)/.test(window.location.pathname)) requestBatching.begin();
  const api = createApiClient({ config, session, language: () => i18n.language, ui: arcoApiUi(i18n), fetch: requestBatching.fetch });
  root.render(<AppRoot services={{ config, api, session, i18n }} />);
}

void start(document.getElementById('root')!);
