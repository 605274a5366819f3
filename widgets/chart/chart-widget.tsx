import './arco-styles.ts';
import { useMemo, useState } from 'react';
import { Radio } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { chartSpec, orderPoints } from './chart-spec.ts';
import { ChartTable } from './chart-table.tsx';
import { DEFAULT_CHART_HEIGHT, type ChartDatum, type ChartDisplay } from './chart-types.ts';
import { G2Canvas } from './g2-canvas.tsx';
import './chart.css';

export type ChartMode = 'chart' | 'table';

export interface ChartWidgetProps {
  definition: ChartDisplay;
  data: ChartDatum[];
  /** The first view; the user switches between chart and data table unless `modeSwitch` is false. */
  mode?: ChartMode;
  modeSwitch?: boolean;
}

/** A custom chart (line, area, column, bar, pie) or its data table; 暂无信息 when there is nothing to draw. */
export function ChartWidget({ definition, data, mode = 'chart', modeSwitch = true }: ChartWidgetProps) {
  const { t } = useTranslation('engine');
  const [shown, setShown] = useState<ChartMode>(mode);
  const height = definition.height ?? DEFAULT_CHART_HEIGHT;
  const spec = useMemo(() => chartSpec(definition, data, { value: t('chartValue') }), [definition, data, t]);
  // The table lists points in the order the chart draws them (a trend by x, bars largest first).
  const rows = useMemo(() => orderPoints(definition, data), [definition, data]);
  return (
    <div className="chart-widget" data-testid="chart-widget" data-chart-type={definition.chartType} data-points={data.length} data-mode={shown}>
      {modeSwitch && (
        <div className="chart-widget-toolbar">
          <Radio.Group type="button" size="small" value={shown} onChange={(v: ChartMode) => setShown(v)} data-testid="chart-mode">
            <Radio value="chart">{t('chartModeChart')}</Radio>
            <Radio value="table">{t('chartModeTable')}</Radio>
          </Radio.Group>
        </div>
      )}
      {shown === 'table' ? <ChartTable data={rows} />
        : data.length === 0 ? <div className="view-empty" data-testid="chart-empty" style={{ height, lineHeight: `${height - 64}px` }}>{t('viewEmpty')}</div>
          : <G2Canvas spec={spec} height={height} />}
    </div>
  );
}
