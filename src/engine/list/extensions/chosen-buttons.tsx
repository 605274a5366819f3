import { useState, type ReactNode } from 'react';
import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { TemplateButton } from '../../../common/definitions/kinds/template.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { TemplateRow } from '../../../common/api/template-types.ts';
import { lookup, useRegistry, type EngineRegistry } from '../../registry/registry.ts';
import { buttonText } from '../list-columns.tsx';
import { runOnChosen } from './chosen-rows-action.ts';
import type { ChosenRowsContext, RowAction, TreeNode } from './types.ts';

/** An `action` button of the toolbar acting on the chosen rows (`chosen`), rather than one in each row. */
export const actsOnChosenRows = (button: TemplateButton) => button.type === 'action' && button.chosen === true;

const always = () => true;

/** One toolbar button over the chosen rows: off until a row is chosen; hidden when its action's `useShown` says so. */
function ChosenButton({ button, action, count, onClick }: { button: TemplateButton; action: RowAction | undefined; count: number; onClick: () => void }) {
  const { i18n, t } = useTranslation('engine');
  const shown = (action && 'ChosenDialog' in action && action.useShown ? action.useShown : always)();
  if (!shown) return null;
  return (
    <Button status={button.danger ? 'danger' : undefined} disabled={count === 0} onClick={onClick} data-testid={`toolbar-${button.key ?? button.action ?? 'action'}`}>
      {buttonText(button, i18n.language as Language, t)}
    </Button>
  );
}

interface Input {
  buttons: readonly TemplateButton[];
  rows: readonly TemplateRow[];
  node: TreeNode | null;
  lang: Language;
  reload: () => void;
  clearSelection: () => void;
}

/** The toolbar buttons over the chosen rows and the dialog one of them opened: run actions confirm and run at once. */
export function useChosenButtons({ buttons, rows, node, lang, reload, clearSelection }: Input): { buttons: ReactNode; dialog: ReactNode } {
  const { t } = useTranslation('engine');
  const registry: EngineRegistry = useRegistry();
  const [open, setOpen] = useState<TemplateButton | null>(null);
  const actionOf = (button: TemplateButton) => (button.action ? lookup(registry.rowActions ?? {}, button.action) : undefined);
  const onClick = (button: TemplateButton) => {
    const action = actionOf(button);
    if (action && 'ChosenDialog' in action) return setOpen(button);
    // A run action over the rows (a removal): the button's confirm, then runMany.
    return runOnChosen({ registry, button, rows, lang, t, reload, clearSelection });
  };
  const action = open ? actionOf(open) : undefined;
  const context: ChosenRowsContext | null = open ? { rows, button: open, lang, node, reload, clearSelection } : null;
  return {
    buttons: buttons.filter(actsOnChosenRows).map((button, index) => (
      <ChosenButton key={`chosen-${index}`} button={button} action={actionOf(button)} count={rows.length} onClick={() => onClick(button)} />
    )),
    dialog: context && action && 'ChosenDialog' in action ? <action.ChosenDialog {...context} onClose={() => setOpen(null)} /> : null,
  };
}
