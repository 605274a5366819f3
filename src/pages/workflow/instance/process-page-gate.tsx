import type { ReactNode } from 'react';
import { Button, Result, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSessionBootstrap } from '../../../app/session/use-session-bootstrap.ts';
import { DialogOpenerProvider } from '../../../engine/dialog/dialog-opener-provider.tsx';
import './process-page.css';

/**
 * The frame of a process page drawn without the main layout (it opens in a popup): a session first (the popup may be
 * the first page of the tab), and the form engine's dialog opener.
 */
export function ProcessPageGate({ children }: { children: ReactNode }) {
  const boot = useSessionBootstrap();
  const { t } = useTranslation('workflow');
  if (boot.status === 'pending') return <div className="pp-process-state"><Spin tip={t('inst.page.loadingSession')} /></div>;
  if (boot.status === 'failed') {
    return <Result status="error" title={boot.message} extra={<Link to="/login"><Button type="primary">{t('inst.page.login')}</Button></Link>} />;
  }
  return <DialogOpenerProvider>{children}</DialogOpenerProvider>;
}

/** Loading and failure of a process page's own reads. */
export function ProcessPageState({ loading, error, testId }: { loading?: string; error?: string; testId: string }) {
  if (error !== undefined) return <Result status="error" data-testid={`${testId}-error`} title={error} />;
  return <div className="pp-process-state" data-testid={`${testId}-loading`}><Spin tip={loading} /></div>;
}
