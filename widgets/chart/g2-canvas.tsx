import { useEffect, useRef, useState } from 'react';
import { Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { loadG2 } from './load-g2.ts';

type G2Chart = InstanceType<Awaited<ReturnType<typeof loadG2>>['Chart']>;

/** Draws a G2 5 spec; G2 itself is fetched on first use. `data-state` says loading / ready / failed (for tests). */
export function G2Canvas({ spec, height }: { spec: Record<string, unknown>; height: number }) {
  const { t } = useTranslation('engine');
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<G2Chart | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => () => {
    chart.current?.destroy();
    chart.current = null;
  }, []);

  useEffect(() => {
    let current = true;
    loadG2().then(async ({ Chart }) => {
      if (!current || !container.current) return;
      chart.current ??= new Chart({ container: container.current });
      chart.current.options(spec);
      await chart.current.render();
      if (current) setState('ready');
    }).catch(() => {
      if (current) setState('failed');
    });
    return () => {
      current = false;
    };
  }, [spec]);

  return (
    <div className="g2-canvas" data-testid="chart-canvas" data-state={state} style={{ height, position: 'relative' }}>
      <div ref={container} style={{ height }} />
      {state === 'loading' && <Spin className="g2-canvas-spin" tip={t('chartLoading')} />}
      {state === 'failed' && <div className="view-empty">{t('chartLoadFailed')}</div>}
    </div>
  );
}
