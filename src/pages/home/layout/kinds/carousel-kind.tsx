import { useState } from 'react';
import { Carousel } from '@arco-design/web-react';
import '@arco-design/web-react/es/Carousel/style/css.js';
import { useNavigate } from 'react-router-dom';
import { StoredPicture } from '../../../patents/bulletins/stored-picture.tsx';
import type { ColumnRow } from '../../column/column-service.ts';
import { field, itemLink } from '../card-source.ts';
import { NewsDetailDialog } from '../../../news/news-detail-dialog.tsx';
import type { CardKind, KindViewProps } from './card-kind.ts';
import { newsIdOf } from './news-item.ts';

/** Carousel interval default (workflow-office.md section 9). */
export const CAROUSEL_INTERVAL_MS = 3000;

/** A row's picture: a URL, a stored file id, or the first of a list of stored files ({ id, name }). */
function pictureOf(value: unknown): { url: string } | { fileId: string; name?: string } | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string' && first) return /^(https?:)?\//.test(first) ? { url: first } : { fileId: first };
  if (typeof first === 'object' && first !== null && 'id' in first) return { fileId: String((first as { id: unknown }).id), name: (first as { name?: string }).name };
  return null;
}

const imageOf = (column: KindViewProps['column'], row: ColumnRow) => pictureOf(field(column, row, 'image', ['image', 'picture', 'imgUrl', 'fPicture', 'cover']));

/** The news carousel: pictures every 3 s; a click opens the item in the news detail dialog (another item: its itemUrl). */
function CarouselView({ column, data }: KindViewProps) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState<number | null>(null);
  // A stored picture is read when its slide first shows (the home loads one picture, not every slide's).
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const slides = data.rows.filter((row) => imageOf(column, row));
  const interval = Number((column.dataParam as { interval?: unknown } | undefined)?.interval) || CAROUSEL_INTERVAL_MS;
  return (
    <>
      <Carousel className="pp-home-carousel" autoPlay={{ interval, hoverToPause: true }} showArrow="hover" indicatorType="dot"
        style={{ height: (column.colHeight ?? 275) - 24 }} data-testid="home-carousel"
        onChange={(index) => setShown((before) => (before.has(index) ? before : new Set([...before, index])))}>
        {slides.map((row, i) => {
          const picture = imageOf(column, row)!;
          const title = String(field(column, row, 'title', ['subject', 'title', 'fTitle']) ?? '');
          const link = itemLink(column, row);
          const newsId = newsIdOf(column, row);
          const open = () => (newsId ? setOpened(newsId) : link && navigate(link));
          return (
            <div key={String(row.id ?? i)} className="pp-home-slide" role="button" tabIndex={0} data-testid="home-slide"
              onClick={open} onKeyDown={(e) => e.key === 'Enter' && open()}>
              {'url' in picture ? <img src={picture.url} alt={title} loading="lazy" />
                : shown.has(i) ? <StoredPicture fileId={picture.fileId} name={picture.name} /> : null}
              <div className="pp-home-slide-title">{title}</div>
            </div>
          );
        })}
      </Carousel>
      <NewsDetailDialog newsId={opened} onClose={() => setOpened(null)} />
    </>
  );
}

export const carouselKind: CardKind = {
  View: CarouselView,
  // Items without a picture make no slide; with none, the card hides.
  empty: (data, column) => !data.rows.some((row) => imageOf(column, row)),
  hasMore: () => false,
};
