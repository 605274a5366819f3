import { useMemo } from 'react';
import { Alert, Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { ChartWidget, type ChartMode } from '../../../widgets/chart/chart-widget.tsx';
import { useLabelText } from '../../../widgets/dialog/use-label-text.ts';
import { WithChartSource, type ChartSource } from './chart-source.tsx';
import { useChartController } from './use-chart-controller.ts';

export interface ChartViewProps {
  /** The custom chart definition's alias. */
  alias: string;
  /** Show the chart's name above it (a page does; a home column has its own header). */
  showTitle?: boolean;
  mode?: ChartMode;
  /** Overrides the definition's height (a home column's colHeight). */
  height?: number;
}

/** A custom chart by alias: loads its definition and points, then draws them with ChartWidget. */
export function ChartView(props: ChartViewProps) {
  return <WithChartSource>{(source) => <ChartViewBody source={source} {...props} />}</WithChartSource>;
}

function ChartViewBody({ source, alias, showTitle = false, mode, height }: ChartViewProps & { source: ChartSource }) {
  const { t } = useTranslation('engine');
  const label = useLabelText();
  const c = useChartController(source, alias);
  const display = useMemo(() => (c.definition && height ? { ...c.definition, height } : c.definition), [c.definition, height]);
  if (c.error) {
    const message = c.error instanceof Error ? c.error.message : t('chartLoadFailed');
    return <Alert type="error" content={message} data-testid="chart-error" />;
  }
  return (
    <div className="chart-view" data-testid="chart-view" data-alias={alias}>
      {showTitle && c.definition && <h3 className="chart-view-title">{label(c.definition.name, alias)}</h3>}
      {display && c.data ? <ChartWidget definition={display} data={c.data} mode={mode} />
        : <Spin loading style={{ display: 'block', margin: '64px auto' }} />}
    </div>
  );
}
