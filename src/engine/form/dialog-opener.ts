import { createContext, useContext } from 'react';
import type { OpenDialogOptions } from '../../../widgets/form/form-services.ts';

/** Opens the custom-dialog picker of `alias`; resolves the chosen rows, or null when the user cancels. */
export type OpenDialog = (alias: string, options: OpenDialogOptions) => Promise<unknown[] | null>;
export type DialogOpener = OpenDialog;

/** Filled by the custom-dialog component (src/engine/dialog); forms read it through their services. */
export const DialogOpenerContext = createContext<DialogOpener | null>(null);

/** Without a provider a dialog field behaves as if the user cancelled. */
const cancelled: DialogOpener = async () => null;

export function useDialogOpener(): DialogOpener {
  return useContext(DialogOpenerContext) ?? cancelled;
}
