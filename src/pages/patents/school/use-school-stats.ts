import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { getSchoolChart, getSchoolTable, type StatKind, type StatLevel } from '../../../app/api/patents.ts';
import { patentTypeLabel } from '../../../../widgets/patents/patent-labels.ts';
import type { ChartDatum } from '../../../../widgets/chart/chart-types.ts';

const once = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** One page of a tab's table (organisations or inventors); read only while `active`. */
export function useSchoolTable(level: StatLevel, page: number, pageSize: number, active: boolean) {
  const { api } = useServices();
  const { i18n } = useTranslation();
  const swr = useSWR(active ? ['schoolTable', level, page, pageSize, i18n.language] : null, () => getSchoolTable(api, level, page, pageSize), once);
  return { page: swr.data, loading: swr.isLoading };
}

/** Chart points of a tab and measure, stacked by patent type; the server picks the campus view for leaders. */
export function useSchoolChart(level: StatLevel, kind: StatKind, active: boolean) {
  const { api } = useServices();
  const { i18n } = useTranslation();
  const swr = useSWR(active ? ['schoolChart', level, kind, i18n.language] : null, () => getSchoolChart(api, level, kind), { revalidateOnFocus: false });
  const data: ChartDatum[] = (swr.data?.rows ?? []).map((record) => ({ x: record.name, y: record.value, series: patentTypeLabel(record.fType, i18n.language) }));
  return { data, scope: swr.data?.scope, loading: swr.isLoading };
}
