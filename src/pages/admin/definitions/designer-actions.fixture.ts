import { fireEvent, screen, waitFor } from '@testing-library/react';

/** What the designers' component tests do to their controls, shared by them. */

/** The rows of a row table (row-table.tsx: `tmpl-<list>s`). */
export const rows = (list: string) => screen.getByTestId(`tmpl-${list}s`).querySelectorAll('tbody tr');

/** Opens an Arco select and picks the option whose text starts with this (in the popup opened last: the DOM keeps the earlier ones). */
export async function choose(testId: string, option: string) {
  fireEvent.click(screen.getByTestId(testId).querySelector('.arco-select-view') ?? screen.getByTestId(testId));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.arco-select-popup:not([style*="display: none"]) .arco-select-option')].filter((el) => el.textContent?.trim().startsWith(option)).at(-1);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

/** Drags a row of a row table by its handle onto another row, as the browser's drag and drop does. */
export function drag(list: string, from: number, to: number) {
  const data = new Map<string, string>();
  const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', setDragImage: () => undefined, effectAllowed: '' };
  fireEvent.dragStart(screen.getByTestId(`tmpl-${list}-drag-${from}`), { dataTransfer });
  fireEvent.dragOver(screen.getByTestId(`tmpl-${list}-row-${to}`), { dataTransfer });
  fireEvent.drop(screen.getByTestId(`tmpl-${list}-row-${to}`), { dataTransfer });
}
