import { useRef, useState } from 'react';
import { Radio } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

/** Playback speeds and player width of the spec (section 9). */
export const MEDIA_SPEEDS = [0.5, 1, 1.5, 2] as const;
export const MEDIA_WIDTH = 800;

/** Video (800 px wide) or audio with the speed choice 0.5 / 1 / 1.5 / 2. */
export function MediaPlayer({ url, mime }: { url: string; mime: string }) {
  const { t } = useTranslation('files');
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [speed, setSpeed] = useState<number>(1);
  const choose = (value: number) => {
    setSpeed(value);
    if (media.current) media.current.playbackRate = value;
  };
  const audio = mime.startsWith('audio/');
  return (
    <div className="pp-file-media" data-testid="media-player">
      <div className="pp-file-toolbar">
        <span>{t('speed')}</span>
        <Radio.Group type="button" size="small" value={speed} onChange={choose} data-testid="media-speed">
          {MEDIA_SPEEDS.map((value) => <Radio key={value} value={value}>{`${value}x`}</Radio>)}
        </Radio.Group>
      </div>
      {audio
        ? <audio ref={media} src={url} controls data-testid="media-element" />
        : <video ref={media} src={url} controls width={MEDIA_WIDTH} data-testid="media-element" />}
    </div>
  );
}
