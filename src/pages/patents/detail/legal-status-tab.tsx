import { Empty, Timeline } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Timeline/style/css.js';
import { useTranslation } from 'react-i18next';
import type { PatentDetail } from '../../../app/api/patents.ts';

/** Tab 4: the legal events as a timeline, latest first. */
export function LegalStatusTab({ events }: { events: PatentDetail['legalList'] }) {
  const { t } = useTranslation('patents');
  if (!events.length) return <Empty description={t('empty')} />;
  const latestFirst = [...events].reverse();
  return (
    <div data-testid="detail-legal">
    <Timeline>
      {latestFirst.map((event, index) => (
        <Timeline.Item key={`${event.publicityDate}-${index}`} label={event.publicityDate.slice(0, 10)} dotColor={index === 0 ? 'rgb(var(--primary-6))' : undefined}>
          <div className="pp-timeline-status">{event.statusName}</div>
          {event.statusInfo ? <div className="pp-timeline-info">{event.statusInfo}</div> : null}
        </Timeline.Item>
      ))}
    </Timeline>
    </div>
  );
}
