import { useSaveAndReturn } from '../../shared/use-save-and-return.ts';

/**
 * Runs a save (useSaveAndReturn): what shows the saved rows is re-read (the engine list of template `name`, or the
 * reads keyed by `name`), then back to `backTo`; a refusal stays on the form (`error`).
 */
export function useSubmit(backTo: string, name: string) {
  return useSaveAndReturn(backTo, (key) => Array.isArray(key) && (key[0] === name || (key[0] === 'templateRows' && key[1] === name)));
}
