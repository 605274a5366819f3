import type { ComponentType } from 'react';
import type { TemplateButton } from '../../../common/definitions/kinds/template.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { ListJsonBody, TemplatePage, TemplateRow } from '../../../common/api/template-types.ts';
import type { QueryCondition } from '../../../common/query/query-filter.ts';

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
  | { Dialog: ComponentType<RowActionContext & { onClose: () => void }> }
  /** A toolbar button's (`chosen`) dialog over the chosen rows; `useShown` (a hook) may hold the button back (a right the caller lacks). */
  | { ChosenDialog: ComponentType<ChosenRowsContext & { onClose: () => void }>; useShown?: () => boolean };

/** What a dialog over the chosen rows gets: the rows, the button, the side tree's chosen node, and ways to read the rows again. */
export interface ChosenRowsContext {
  rows: readonly TemplateRow[];
  button: TemplateButton;
  lang: Language;
  /** The side tree's chosen node (`sideTree`), or null. */
  node: TreeNode | null;
  reload: () => void;
  clearSelection: () => void;
}

/** A node of a side tree: where it sits, whether the caller may change it, and the conditions choosing it adds to the list's query. */
export interface TreeNode {
  id: string;
  /** '0' for a root. */
  parentId: string;
  name: string;
  /** The caller may add under, rename and remove this node (the server decides; it checks again on each command). */
  editable?: boolean;
  /** What choosing the node filters the rows by; empty (a root) reads no rows when the tree has a `pickHint`. */
  conditions: readonly QueryCondition[];
  /** The source's own record of the node, for its actions and dialogs. */
  data?: unknown;
}

/** The nodes of a template's `sideTree` and the commands on them (registry `treeSources`); each command's refusal rejects. */
export interface TreeSource {
  load(): Promise<TreeNode[]>;
  add?(parent: TreeNode, name: string): Promise<unknown>;
  rename?(node: TreeNode, name: string): Promise<unknown>;
  remove?(node: TreeNode): Promise<unknown>;
}

/** Reads a page of a template whose source is `{ kind: 'call' }` (registry `listCalls`), instead of the server's listJson. */
export type ListCall = (body: ListJsonBody) => Promise<TemplatePage>;

/** Calls `onRefresh` whenever its signal fires (registry `refreshers`, a template's `refreshOn`); draws nothing. */
export type ListRefresher = ComponentType<{ onRefresh: () => void }>;

/** The list extension points of the registry. */
export interface ListExtensions {
  rowActions: Readonly<Record<string, RowAction>>;
  listCalls: Readonly<Record<string, ListCall>>;
  refreshers: Readonly<Record<string, ListRefresher>>;
  treeSources: Readonly<Record<string, TreeSource>>;
}
