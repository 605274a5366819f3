import { createContext, useContext } from 'react';
import type { MenuItem } from '../api/types.ts';

/** What pages inside the main layout may ask of it. */
export interface LayoutActions {
  /** Same behaviour as choosing the entry in the top menu (in-development warning, guest login, navigation). */
  selectMenu: (item: MenuItem) => void;
  /** Opens the login dialog; after signing in the browser goes to `target` (default: the current page). */
  openLogin: (target?: string) => void;
}

export const LayoutContext = createContext<LayoutActions | null>(null);

export function useLayoutActions(): LayoutActions {
  const actions = useContext(LayoutContext);
  if (!actions) throw new Error('useLayoutActions outside the main layout');
  return actions;
}
