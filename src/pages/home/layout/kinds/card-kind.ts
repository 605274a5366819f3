import type { ComponentType } from 'react';
import type { ColumnDefinition } from '../../../../common/definitions/kinds/column.ts';
import type { CardData } from '../card-source.ts';

export interface KindViewProps {
  column: ColumnDefinition;
  data: CardData;
  /** The card, or its more-dialog (70% wide). */
  place: 'card' | 'more';
}

/** How the home grid draws one column type (colType). */
export interface CardKind {
  View: ComponentType<KindViewProps>;
  /** Rows asked for: at load, and after a refresh (the to-do card: 8, then 7). Default the column's pageSize. */
  pageSize?: (column: ColumnDefinition, refreshed: boolean) => number | undefined;
  /** Parameters the card adds to a POST body's params (the meetings card: the browser's UTC offset, so "today" is the user's day). */
  params?: () => Record<string, unknown>;
  /** Whether there is nothing to show (the card hides). Default: no rows. A kind that always shows returns false. */
  empty?: (data: CardData, column: ColumnDefinition) => boolean;
  /** A number in the title's badge (the to-do total). */
  badge?: (data: CardData) => number | undefined;
  /** A value that, when it changes, makes the card read its data again (the to-do counter pushed by the server). */
  useLiveKey?: () => unknown;
  /** The card's own header buttons instead of the menu (the to-do card: refresh and more buttons). */
  headerButtons?: boolean;
  /** The view draws its own card (the frequent-flows panel): no header, menu or more-dialog around it. */
  bare?: boolean;
  /** Whether the more-dialog is offered (default: when the column has a moreUrl or pages). */
  hasMore?: (column: ColumnDefinition) => boolean;
}
