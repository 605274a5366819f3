import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Alert, Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { TemplateListPage } from '../list/template-list-page.tsx';
import { DefinitionBoundary } from '../registry/definition-boundary.tsx';
import { appContentTarget } from './app-content-target.ts';

const ChartView = lazy(async () => ({ default: (await import('../chart/chart-view.tsx')).ChartView }));

/** `/appContent?type=...`: an app-centre entry drawn by the engine part its type names. */
export function AppContentPage() {
  const { t } = useTranslation('engine');
  const [query] = useSearchParams();
  const target = appContentTarget(query);
  switch (target.kind) {
    case 'navigate':
      return <Navigate to={target.to} replace />;
    case 'template':
      return <TemplateListPage key={target.alias} alias={target.alias} />;
    case 'chart':
      return (
        <DefinitionBoundary what={`chart ${target.alias}`}>
          <Suspense fallback={<Spin />}>
            <ChartView key={target.alias} alias={target.alias} showTitle />
          </Suspense>
        </DefinitionBoundary>
      );
    case 'frame':
      return <iframe className="pp-href-frame" src={target.src} title="appContent" data-testid="app-content-frame" sandbox="allow-scripts allow-forms allow-same-origin allow-popups" />;
    case 'missing':
      return <Alert type="error" showIcon data-testid="app-content-error" content={t('registry.missingParam', { name: target.param })} />;
    case 'unknown':
      return <Alert type="error" showIcon data-testid="app-content-error" content={t('registry.unknownAppType', { type: target.type })} />;
  }
}
