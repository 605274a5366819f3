import { useMemo } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ChartDefinition } from '../../common/definitions/kinds/chart.ts';
import type { ChartDatum } from '../../../widgets/chart/chart-types.ts';
import type { ChartSource } from './chart-source.tsx';
import { toChartData } from './to-chart-data.ts';

const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export interface ChartController {
  definition: ChartDefinition | undefined;
  data: ChartDatum[] | undefined;
  error: unknown;
  reload: () => void;
}

/** A custom chart's definition, points and dictionary labels (in the UI language), without drawing. */
export function useChartController(source: ChartSource, alias: string): ChartController {
  const { t, i18n } = useTranslation('engine');
  const definition = useSWR([source.name, 'chart', alias], () => source.getDefinition(alias), swrOptions);
  const points = useSWR([source.name, 'chartPoints', alias], () => source.getPoints(alias), swrOptions);
  const dictKey = definition.data?.dictKey;
  const dict = useSWR(dictKey ? [source.name, 'dict', dictKey, i18n.language] : null, () => source.getDict(dictKey!), swrOptions);
  const ready = points.data && (!dictKey || dict.data || dict.error);
  const data = useMemo(() => (ready ? toChartData(points.data!.rows, dict.data, t('common:none')) : undefined), [ready, points.data, dict.data, t]);
  return {
    definition: definition.data,
    data,
    error: definition.error ?? points.error,
    reload: () => void points.mutate(),
  };
}
