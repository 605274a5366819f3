import { useState, type ReactNode } from 'react';
import { Message } from '@arco-design/web-react';
import type { TemplateButton } from '../../../common/definitions/kinds/template.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { TemplateRow } from '../../../common/api/template-types.ts';
import { lookup, type EngineRegistry } from '../../registry/registry.ts';

const handled = (error: unknown) => Boolean((error as { handled?: boolean } | null)?.handled);

/**
 * Runs the registered row actions of `action` buttons: a `run` action at once (a failure the API client did not show
 * becomes a toast), a `Dialog` action by drawing its dialog for the row until it closes. Returns the runner and the
 * dialog to draw.
 */
export function useRowActions(registry: EngineRegistry, lang: Language, reload: () => void): {
  runAction: (button: TemplateButton, row: TemplateRow) => Promise<void>;
  actionDialog: ReactNode;
} {
  const [open, setOpen] = useState<{ button: TemplateButton; row: TemplateRow } | null>(null);

  const runAction = async (button: TemplateButton, row: TemplateRow) => {
    const action = button.action ? lookup(registry.rowActions ?? {}, button.action) : undefined;
    if (!action) {
      Message.error(`row action "${button.action ?? ''}" is not registered`);
      return;
    }
    if ('Dialog' in action) return setOpen({ button, row });
    if (!('run' in action)) {
      Message.error(`row action "${button.action ?? ''}" acts on the chosen rows, not on one`);
      return;
    }
    try {
      await action.run({ row, button, lang, reload });
    } catch (error) {
      if (!handled(error)) Message.error((error as Error).message);
    }
  };

  const action = open?.button.action ? lookup(registry.rowActions ?? {}, open.button.action) : undefined;
  const actionDialog = open && action && 'Dialog' in action
    ? <action.Dialog row={open.row} button={open.button} lang={lang} reload={reload} onClose={() => setOpen(null)} />
    : null;
  return { runAction, actionDialog };
}
