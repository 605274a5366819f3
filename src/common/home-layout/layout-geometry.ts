import type { Language } from '../i18n/languages.ts';

/** The home grid is 12 units wide (layout.schema.json: x 0-11, w 1-12). */
export const GRID_COLUMNS = 12;

export interface GridItem { column: string; x: number; y: number; w: number; h: number }
export interface GeometryProblem { pointer: string; message: string }

const MESSAGES = {
  'zh-CN': {
    tooWide: (column: string) => `栏目“${column}”超出了 12 格的宽度（x + w 不能大于 12）`,
    overlap: (column: string, other: string) => `栏目“${column}”与栏目“${other}”的位置重叠`,
    duplicate: (column: string) => `栏目“${column}”在布局中出现了多次`,
  },
  'en-US': {
    tooWide: (column: string) => `column "${column}" goes past the 12-unit width (x + w must not exceed 12)`,
    overlap: (column: string, other: string) => `column "${column}" overlaps column "${other}"`,
    duplicate: (column: string) => `column "${column}" appears more than once in the layout`,
  },
} as const;

const overlaps = (a: GridItem, b: GridItem) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** What the meta schema cannot say about a layout's items: each inside the 12 units, none twice, none over another. */
export function layoutGeometryProblems(items: readonly GridItem[], lang: Language = 'en-US'): GeometryProblem[] {
  const text = MESSAGES[lang] ?? MESSAGES['en-US'];
  const problems: GeometryProblem[] = [];
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (item.x + item.w > GRID_COLUMNS) problems.push({ pointer: `/items/${i}/w`, message: text.tooWide(item.column) });
    if (seen.has(item.column)) problems.push({ pointer: `/items/${i}/column`, message: text.duplicate(item.column) });
    seen.add(item.column);
    const other = items.slice(0, i).find((o) => overlaps(o, item));
    if (other) problems.push({ pointer: `/items/${i}`, message: text.overlap(item.column, other.column) });
  });
  return problems;
}

/**
 * Places columns in the order given, each at the first free spot after the one before it (reading the grid row by
 * row, left to right), with its width and height: what the layout designer saves from an ordered list of sized
 * columns. Read back in reading order (y, then x) the columns keep that order.
 */
export function flowLayout(order: readonly { column: string; w: number; h: number }[]): GridItem[] {
  const placed: GridItem[] = [];
  let from = { y: 0, x: 0 };
  for (const entry of order) {
    const w = Math.max(1, Math.min(entry.w, GRID_COLUMNS));
    const h = Math.max(1, entry.h);
    let spot: GridItem | undefined;
    for (let y = from.y; !spot; y++) {
      for (let x = y === from.y ? from.x : 0; x + w <= GRID_COLUMNS && !spot; x++) {
        const candidate = { column: entry.column, x, y, w, h };
        if (!placed.some((p) => overlaps(p, candidate))) spot = candidate;
      }
    }
    placed.push(spot);
    from = { y: spot.y, x: spot.x + spot.w };
  }
  return placed;
}
