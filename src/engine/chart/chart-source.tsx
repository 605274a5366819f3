import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ChartDefinition } from '../../common/definitions/kinds/chart.ts';
import type { ChartPoints } from '../../common/api/custom-views.ts';
import type { DictItem } from '../../common/api/system.ts';
import { useEngineData } from '../provider/engine-provider.tsx';

/** Where a chart's definition, points and dictionary come from: the server, or fixtures in stories and tests. */
export interface ChartSource {
  /** Part of the cache key, so two sources never share cached data. */
  name: string;
  getDefinition(alias: string): Promise<ChartDefinition>;
  getPoints(alias: string): Promise<ChartPoints>;
  getDict(typeKey: string): Promise<DictItem[]>;
}

const ChartSourceContext = createContext<ChartSource | null>(null);

export function ChartSourceProvider({ source, children }: { source: ChartSource; children: ReactNode }) {
  return <ChartSourceContext.Provider value={source}>{children}</ChartSourceContext.Provider>;
}

function ServerChartSource({ children }: { children: (source: ChartSource) => ReactNode }) {
  const data = useEngineData();
  const source = useMemo<ChartSource>(() => ({
    name: 'server',
    getDefinition: (alias) => data.getChart(alias),
    getPoints: (alias) => data.getChartPoints(alias),
    // Labels of the chart's points: disabled entries too (points of records that hold them).
    getDict: (typeKey) => data.getDictionary(typeKey, { withDisabled: true }),
  }), [data]);
  return children(source);
}

/** Renders `children` with the provided source, else with the server's customChart calls. */
export function WithChartSource({ children }: { children: (source: ChartSource) => ReactNode }) {
  const provided = useContext(ChartSourceContext);
  return provided ? children(provided) : <ServerChartSource>{children}</ServerChartSource>;
}
