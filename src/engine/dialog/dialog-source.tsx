import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DialogDefinition } from '../../common/definitions/kinds/dialog.ts';
import type { ConditionValues, ViewRowsPage } from '../../common/api/custom-views.ts';
import { useEngineData } from '../provider/engine-provider.tsx';

/** Where a dialog's definition and rows come from: the server, or fixtures in stories and tests. */
export interface DialogSource {
  /** Part of the cache key, so two sources never share cached rows. */
  name: string;
  getDefinition(alias: string): Promise<DialogDefinition>;
  listRows(alias: string, conditions: ConditionValues, page: number, pageSize: number): Promise<ViewRowsPage>;
  treeRows(alias: string): Promise<ViewRowsPage>;
}

const DialogSourceContext = createContext<DialogSource | null>(null);

export function DialogSourceProvider({ source, children }: { source: DialogSource; children: ReactNode }) {
  return <DialogSourceContext.Provider value={source}>{children}</DialogSourceContext.Provider>;
}

function ServerDialogSource({ children }: { children: (source: DialogSource) => ReactNode }) {
  const data = useEngineData();
  const source = useMemo<DialogSource>(() => ({
    name: 'server',
    getDefinition: (alias) => data.getDialog(alias),
    listRows: (alias, conditions, page, pageSize) => data.getDialogRows(alias, conditions, page, pageSize),
    treeRows: (alias) => data.getDialogTree(alias),
  }), [data]);
  return children(source);
}

/** Renders `children` with the provided source, else with the server's customDialog calls. */
export function WithDialogSource({ children }: { children: (source: DialogSource) => ReactNode }) {
  const provided = useContext(DialogSourceContext);
  return provided ? children(provided) : <ServerDialogSource>{children}</ServerDialogSource>;
}
