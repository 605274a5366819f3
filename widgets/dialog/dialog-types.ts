/** A row a dialog lists: its fields by name. */
export type DialogRow = Record<string, unknown>;

/** A search field of a dialog or query: the condition field it fills and the text shown beside it. */
export interface SearchField {
  field: string;
  label: string;
  /** BETWEEN conditions take a from/to pair. */
  range: boolean;
}

/** A column a dialog or query shows. */
export interface ViewColumn {
  field: string;
  title: string;
}

export const PAGE_SIZES = [10, 20, 50, 100];
