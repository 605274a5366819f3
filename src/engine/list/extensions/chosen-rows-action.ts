import { Message, Modal } from '@arco-design/web-react';
import type { TFunction } from 'i18next';
import type { TemplateButton } from '../../../common/definitions/kinds/template.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { TemplateRow } from '../../../common/api/template-types.ts';
import { lookup, type EngineRegistry } from '../../registry/registry.ts';
import { labelOf } from '../list-columns.tsx';
import { shownFor } from './row-tests.ts';

const handled = (error: unknown) => Boolean((error as { handled?: boolean } | null)?.handled);

/** The toolbar `delete` button that names a registered action (`action`): it removes the chosen rows through it, not the bo. */
export const actsOnChosen = (button: TemplateButton) => button.type === 'delete' && Boolean(button.action);

/** Whether a row may be chosen: a toolbar delete naming an action with `visibleWhen` leaves the other rows unchosen (their checkbox off). */
export const choosable = (buttons: readonly TemplateButton[], row: TemplateRow) => buttons.every((b) => !actsOnChosen(b) || shownFor(b, row));

/**
 * Runs a delete button's registered action over the chosen rows: none chosen warns 请至少选择一条数据; else it asks the
 * button's `confirm` (else 确定删除吗？) and hands the rows to the action's `runMany` (else its `run`, a row at a time).
 * A failure the API client did not show becomes a toast; the selection is cleared once the action ran.
 */
export function runOnChosen(input: {
  registry: EngineRegistry; button: TemplateButton; rows: readonly TemplateRow[]; lang: Language; t: TFunction;
  reload: () => void; clearSelection: () => void;
}): void {
  const { registry, button, rows, lang, t } = input;
  if (!rows.length) return void Message.warning(t('engine:list.selectAtLeastOne'));
  const action = button.action ? lookup(registry.rowActions ?? {}, button.action) : undefined;
  if (!action || !('run' in action)) return void Message.error(`row action "${button.action ?? ''}" is not registered`);
  Modal.confirm({
    title: button.confirm ? labelOf(button.confirm, lang, t) : t('engine:list.confirmDelete'),
    okText: t('common:ok'),
    cancelText: t('common:cancel'),
    okButtonProps: { status: 'danger' },
    onOk: async () => {
      try {
        if (action.runMany) await action.runMany({ rows, button, lang, reload: input.reload });
        else for (const row of rows) await action.run({ row, button, lang, reload: input.reload });
        input.clearSelection();
      } catch (error) {
        if (!handled(error)) Message.error((error as Error).message);
      }
    },
  });
}
