import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/es/style/index.css';
import { Profiler, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import { createI18n } from '../../src/app/i18n/i18n.ts';
import { ListView } from '../../src/engine/list/list-view.tsx';
import { useListController } from '../../src/engine/list/use-list-controller.ts';
import { createMemoryListSource } from '../../src/engine/list/memory-list-source.ts';
import { fields, info, rows, ROWS } from './bench-data.ts';

const i18n = createI18n('zh-CN');
const source = createMemoryListSource({ info, rows });
const columns = fields.map((f) => ({ key: f.field, dataIndex: f.field, title: (f.label as { 'zh-CN': string })['zh-CN'], width: f.width }));
const plainData = rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'boolean' ? String(v) : v])));

function EngineList({ virtualFrom }: { virtualFrom: number }) {
  const list = useListController('benchList', { source });
  return <ListView list={list} onNavigate={() => undefined} virtualFrom={virtualFrom} />;
}

type Variant = 'plain' | 'plainVirtual' | 'engine' | 'engineVirtual';

const trees: Record<Variant, () => ReactNode> = {
  plain: () => <Table rowKey="id" columns={columns} data={plainData} pagination={false} border scroll={{ x: 20 * 140 }} />,
  // The same viewport height as the engine's virtualised table (list-view.tsx VIRTUAL_HEIGHT), so both draw as many rows.
  plainVirtual: () => <Table rowKey="id" columns={columns} data={plainData} pagination={false} border virtualized scroll={{ x: 20 * 140, y: 560 }} />,
  engine: () => <EngineList virtualFrom={Number.POSITIVE_INFINITY} />,
  engineVirtual: () => <EngineList virtualFrom={0} />,
};

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** Mounts one variant: React's own time (Profiler actualDuration over every commit) and wall time to the painted table. */
async function measure(variant: Variant) {
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  let reactMs = 0;
  let commits = 0;
  const start = performance.now();
  flushSync(() => root.render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <Profiler id={variant} onRender={(_id, _phase, actual) => { reactMs += actual; commits += 1; }}>
            {trees[variant]()}
          </Profiler>
        </MemoryRouter>
      </I18nextProvider>
    </SWRConfig>,
  ));
  const virtual = variant.endsWith('Virtual');
  // Virtual rows are divs, the others table rows.
  const rowsDrawn = () => container.querySelectorAll('tbody tr.arco-table-tr, div.arco-table-tr').length;
  const deadline = start + 60_000;
  for (;;) {
    const drawn = rowsDrawn();
    if (performance.now() > deadline) throw new Error(`${variant}: not drawn within 60 s (${drawn} rows drawn)`);
    // The pager's total, however it is formatted (共 1,000 条): the engine has read every row.
    const total = /共\s*([\d,]+)\s*条/.exec(container.textContent ?? '')?.[1];
    const loaded = variant.startsWith('plain') || Number(total?.replace(/,/g, '')) === ROWS;
    if (loaded && (virtual ? drawn > 0 : drawn >= ROWS)) break;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await frame();
  const wallMs = performance.now() - start;
  const drawn = rowsDrawn();
  root.unmount();
  return { reactMs, commits, wallMs, drawn };
}

(window as unknown as { runListBench: typeof measure }).runListBench = measure;
(window as unknown as { benchReady: boolean }).benchReady = true;
