import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Space, Spin, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { IconFullscreen, IconZoomIn, IconZoomOut } from '@arco-design/web-react/icon';
import { getDefinitionImage, getFlowImage, type FlowImage as FlowImageData } from '../../../app/api/workflow-instance.ts';
import { useServices } from '../../../app/shell/services.tsx';
import './flow-image.css';

/** The marker classes drawn on the diagram's nodes (flow-image.css colours them; tests look for them). */
export const CURRENT_MARKER = 'pp-node-current';
export const DONE_MARKER = 'pp-node-done';

interface Canvas {
  zoom(level?: number | 'fit-viewport', center?: 'auto'): number;
  addMarker(elementId: string, marker: string): void;
}
interface ElementRegistry { get(id: string): unknown }
interface Viewer {
  importXML(xml: string): Promise<unknown>;
  get(name: 'canvas'): Canvas;
  get(name: 'elementRegistry'): ElementRegistry;
  destroy(): void;
}

/** bpmn-js is large: it and its styles load the first time a flow image is shown. */
async function loadViewer(container: HTMLElement): Promise<Viewer> {
  const [{ default: NavigatedViewer }] = await Promise.all([
    import('bpmn-js/lib/NavigatedViewer'),
    import('bpmn-js/dist/assets/diagram-js.css'),
    import('bpmn-js/dist/assets/bpmn-js.css'),
  ]);
  return new NavigatedViewer({ container }) as unknown as Viewer;
}

/** Marks what the instance has done and where it waits; a node that is both shows as current. */
function markNodes(viewer: Viewer, image: FlowImageData) {
  const canvas = viewer.get('canvas');
  const registry = viewer.get('elementRegistry');
  const current = new Set(image.currentNodes);
  for (const id of image.doneNodes) if (!current.has(id) && registry.get(id)) canvas.addMarker(id, DONE_MARKER);
  for (const id of current) if (registry.get(id)) canvas.addMarker(id, CURRENT_MARKER);
}

export type FlowImageProps = ({ instId: string; defId?: undefined } | { defId: string; instId?: undefined }) & { height?: number };

/**
 * An instance's BPMN drawn read-only (drag to pan, wheel to zoom), handled nodes green and current nodes orange,
 * with a legend; fitted to the frame when drawn. With `defId` instead: a flow version before it is started.
 */
export function FlowImage({ instId, defId, height = 420 }: FlowImageProps) {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const { data, error } = useSWR(instId ? ['flowImage', instId] : ['definitionImage', defId],
    () => (instId ? getFlowImage(api, instId) : getDefinitionImage(api, defId!)), { revalidateOnFocus: false, shouldRetryOnError: false });
  const frame = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const [drawError, setDrawError] = useState<string>();
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    if (!data || !frame.current) return undefined;
    let cancelled = false;
    const container = frame.current;
    setDrawn(false);
    setDrawError(undefined);
    loadViewer(container).then(async (made) => {
      if (cancelled) return made.destroy();
      viewer.current = made;
      await made.importXML(data.xml);
      if (cancelled) return undefined;
      markNodes(made, data);
      made.get('canvas').zoom('fit-viewport', 'auto');
      setDrawn(true);
      return undefined;
    }).catch((e: unknown) => {
      if (!cancelled) setDrawError((e as Error).message);
    });
    return () => {
      cancelled = true;
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [data]);

  const zoom = (factor: number | 'fit') => {
    const canvas = viewer.current?.get('canvas');
    if (!canvas) return;
    if (factor === 'fit') canvas.zoom('fit-viewport', 'auto');
    else canvas.zoom(canvas.zoom() * factor);
  };

  const failure = error ? (error as Error).message : drawError;
  if (failure) return <Alert type="error" data-testid="flow-image-error" content={t('inst.flowImage.failed', { message: failure })} />;
  return (
    <div className="pp-flow-image" data-testid="flow-image" data-drawn={drawn ? 'true' : 'false'}>
      <div className="pp-flow-image-bar">
        {instId ? (
          <Space size={16} className="pp-flow-image-legend">
            <span><i className="pp-legend-swatch pp-legend-current" />{t('inst.flowImage.current')}</span>
            <span><i className="pp-legend-swatch pp-legend-done" />{t('inst.flowImage.done')}</span>
            <span><i className="pp-legend-swatch pp-legend-pending" />{t('inst.flowImage.pending')}</span>
          </Space>
        ) : <span />}
        <Space size={4}>
          <Tooltip content={t('inst.flowImage.zoomIn')}><Button size="mini" icon={<IconZoomIn />} aria-label={t('inst.flowImage.zoomIn')} onClick={() => zoom(1.25)} /></Tooltip>
          <Tooltip content={t('inst.flowImage.zoomOut')}><Button size="mini" icon={<IconZoomOut />} aria-label={t('inst.flowImage.zoomOut')} onClick={() => zoom(0.8)} /></Tooltip>
          <Tooltip content={t('inst.flowImage.fit')}><Button size="mini" icon={<IconFullscreen />} aria-label={t('inst.flowImage.fit')} onClick={() => zoom('fit')} /></Tooltip>
        </Space>
      </div>
      <Spin loading={!drawn} tip={t('inst.flowImage.loading')} className="pp-flow-image-spin">
        <div ref={frame} className="pp-flow-image-canvas" style={{ height }} />
      </Spin>
    </div>
  );
}
