import { Alert, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import useSWR from 'swr';
import type { DictItem } from '../../../../common/api/system.ts';
import type { BoDefinition } from '../../../../common/definitions/kinds/bo.ts';
import type { FormDefinition } from '../../../../common/definitions/kinds/form.ts';
import { dictionariesOf } from '../../../../app/api/dictionaries.ts';
import { useServices } from '../../../../app/shell/services.tsx';
import { FormView } from '../../../../engine/form/index.ts';
import { useBoDefinition } from '../use-bo-definition.ts';

/** Dictionary keys a form draws from: its widgets' `ui:options.dictKey` and its business object's dict fields. */
function dictKeysOf(form: FormDefinition, bo: BoDefinition): string[] {
  const keys = new Set<string>();
  const walk = (ui: unknown) => {
    if (!ui || typeof ui !== 'object') return;
    const options = (ui as Record<string, unknown>)['ui:options'] as { dictKey?: unknown } | undefined;
    if (typeof options?.dictKey === 'string') keys.add(options.dictKey);
    Object.values(ui).forEach(walk);
  };
  walk(form.uiSchema);
  for (const table of [bo, ...(bo.children ?? [])]) for (const f of table.fields) if (f.dictKey) keys.add(f.dictKey);
  return [...keys].sort();
}

/** The form as users will fill it in, drawn from the editor's body over its stored business object and dictionaries. */
export function FormPreview({ body }: { body: FormDefinition }) {
  const services = useServices();
  const bo = useBoDefinition(body.boAlias);
  const keys = bo.data ? dictKeysOf(body, bo.data) : null;
  const dicts = useSWR(keys ? ['previewDicts', ...keys] : null, async () => {
    const lists = await Promise.all(keys!.map((k) => dictionariesOf(services).items(k).catch((): DictItem[] => [])));
    return Object.fromEntries(keys!.map((k, i) => [k, lists[i]!]));
  });
  if (bo.error) return <Alert type="error" content={(bo.error as Error).message} />;
  if (!bo.data || !dicts.data) return <Spin block />;
  return (
    <div data-testid="preview-form">
      <FormView action="add" definition={body} bo={bo.data} dicts={dicts.data} />
    </div>
  );
}
