import { useState } from 'react';
import { Button, Space } from '@arco-design/web-react';
import { IconRotateRight, IconZoomIn, IconZoomOut, IconRefresh } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { nextZoom, PDF_ZOOM } from '../../../widgets/patents/pdf-document.ts';

export const IMAGE_ZOOM = PDF_ZOOM;

/** A picture with zoom from 0.4 to 3 in steps of 0.1 (spec section 9), rotation and reset. */
export function ImageViewer({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('files');
  const [scale, setScale] = useState(1);
  const [turn, setTurn] = useState(0);
  return (
    <div className="pp-file-image" data-testid="image-viewer" data-scale={scale}>
      <div className="pp-file-toolbar">
        <Space>
          <Button size="small" icon={<IconZoomOut />} disabled={scale <= IMAGE_ZOOM.min} onClick={() => setScale(nextZoom(scale, -1))} aria-label={t('zoomOut')} data-testid="image-zoom-out" />
          <span className="pp-file-zoom" data-testid="image-zoom">{Math.round(scale * 100)}%</span>
          <Button size="small" icon={<IconZoomIn />} disabled={scale >= IMAGE_ZOOM.max} onClick={() => setScale(nextZoom(scale, 1))} aria-label={t('zoomIn')} data-testid="image-zoom-in" />
          <Button size="small" icon={<IconRotateRight />} onClick={() => setTurn((turn + 90) % 360)} aria-label={t('rotate')} />
          <Button size="small" icon={<IconRefresh />} onClick={() => { setScale(1); setTurn(0); }} aria-label={t('zoomReset')} />
        </Space>
      </div>
      <div className="pp-file-stage">
        <img src={url} alt={name} style={{ transform: `scale(${scale}) rotate(${turn}deg)` }} data-testid="image-content" />
      </div>
    </div>
  );
}
