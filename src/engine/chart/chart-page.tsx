import { Card } from '@arco-design/web-react';
import { useParams } from 'react-router-dom';
import { ChartView } from './chart-view.tsx';

/** `/…/chart/:alias`: a custom chart with its data table (patent-library.md section 2, other screens). */
export function ChartPage() {
  const { alias = '' } = useParams();
  return (
    <Card className="engine-page" bordered={false} data-testid="chart-page">
      <ChartView key={alias} alias={alias} showTitle />
    </Card>
  );
}
