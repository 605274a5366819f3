import type { ComponentType } from 'react';
import type { TemplateButton } from '../../../common/definitions/kinds/template.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { ListJsonBody, TemplatePage, TemplateRow } from '../../../common/api/template-types.ts';

/** What a registered row action gets: the row, the button that named it (its `params`), and a way to read the rows again. */
export interface RowActionContext {
  row: TemplateRow;
  button: TemplateButton;
  lang: Language;
  reload: () => void;
}

/**
 * A row action a template's `action` button names (registry `rowActions`): either work run at once (after the button's
 * `confirm`), or a dialog the list shows for the row until it calls `onClose`.
 */
export type RowAction =
  | {
    run: (ctx: RowActionContext) => Promise<unknown> | void;
    /** The chosen rows at once (a toolbar `delete` naming this action); without it `run` takes them a row at a time. */
    runMany?: (ctx: Omit<RowActionContext, 'row'> & { rows: readonly TemplateRow[] }) => Promise<unknown>;
  }
  | { Dialog: ComponentType<RowActionContext & { onClose: () => void }> };

/** Reads a page of a template whose source is `{ kind: 'call' }` (registry `listCalls`), instead of the server's listJson. */
export type ListCall = (body: ListJsonBody) => Promise<TemplatePage>;

/** Calls `onRefresh` whenever its signal fires (registry `refreshers`, a template's `refreshOn`); draws nothing. */
export type ListRefresher = ComponentType<{ onRefresh: () => void }>;

/** The list extension points of the registry. */
export interface ListExtensions {
  rowActions: Readonly<Record<string, RowAction>>;
  listCalls: Readonly<Record<string, ListCall>>;
  refreshers: Readonly<Record<string, ListRefresher>>;
}
