import { Carousel } from '@arco-design/web-react';
import '@arco-design/web-react/es/Carousel/style/css.js';
import { useNavigate } from 'react-router-dom';
import { StoredPicture } from '../../../patents/bulletins/stored-picture.tsx';
import type { ColumnRow } from '../../column/column-service.ts';
import { field, itemLink } from '../card-source.ts';
import type { CardKind, KindViewProps } from './card-kind.ts';

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

/** The news carousel: pictures every 3 s; a click opens the news item. */
function CarouselView({ column, data }: KindViewProps) {
  const navigate = useNavigate();
  const slides = data.rows.filter((row) => imageOf(column, row));
  const interval = Number((column.dataParam as { interval?: unknown } | undefined)?.interval) || CAROUSEL_INTERVAL_MS;
  return (
    <Carousel className="pp-home-carousel" autoPlay={{ interval, hoverToPause: true }} showArrow="hover" indicatorType="dot"
      style={{ height: (column.colHeight ?? 275) - 24 }} data-testid="home-carousel">
      {slides.map((row, i) => {
        const picture = imageOf(column, row)!;
        const title = String(field(column, row, 'title', ['subject', 'title', 'fTitle']) ?? '');
        const link = itemLink(column, row);
        return (
          <div key={String(row.id ?? i)} className="pp-home-slide" role="button" tabIndex={0} data-testid="home-slide"
            onClick={() => link && navigate(link)} onKeyDown={(e) => e.key === 'Enter' && link && navigate(link)}>
            {'url' in picture ? <img src={picture.url} alt={title} /> : <StoredPicture fileId={picture.fileId} name={picture.name} />}
            <div className="pp-home-slide-title">{title}</div>
          </div>
        );
      })}
    </Carousel>
  );
}

export const carouselKind: CardKind = {
  View: CarouselView,
  empty: (data) => data.rows.length === 0,
  hasMore: () => false,
};
