import { ChartView } from '../../chart/chart-view.tsx';

/**
 * A template's `charts`: its custom charts (definitions by alias, drawn by the engine's chart view with G2), two to a
 * row on a wide screen, each with its own chart / data-table switch. A chart that fails to load says so in its cell.
 */
export function ListCharts({ aliases }: { aliases: readonly string[] }) {
  if (!aliases.length) return null;
  return (
    <div className="pp-list-charts" data-testid="list-charts">
      {aliases.map((alias) => (
        <section key={alias} className="pp-list-chart" data-testid={`list-chart-${alias}`}>
          <ChartView alias={alias} showTitle height={300} />
        </section>
      ))}
    </div>
  );
}
