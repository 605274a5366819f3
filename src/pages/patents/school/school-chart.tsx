import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { ChartWidget } from '../../../../widgets/chart/chart-widget.tsx';
import type { ChartDatum, ChartDisplay } from '../../../../widgets/chart/chart-types.ts';

// Columns stacked by patent type, every organisation name shown.
const DISPLAY: ChartDisplay = { chartType: 'column', conf: { xShowAll: true }, height: 380 };

/** The school chart of one tab and measure (G2, fetched on first draw); 暂无信息 when there is no data. */
export function SchoolChart({ data, loading, testId }: { data: ChartDatum[]; loading: boolean; testId: string }) {
  if (loading) return <div className="pp-chart-box"><Spin /></div>;
  return (
    <div className="pp-chart-box" data-testid={testId}>
      <ChartWidget definition={DISPLAY} data={data} modeSwitch />
    </div>
  );
}
