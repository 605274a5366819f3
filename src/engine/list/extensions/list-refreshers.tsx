import type { TemplateDefinition } from '../../../common/definitions/kinds/template.ts';
import { lookup, useRegistry } from '../../registry/registry.ts';

/** The refreshers a template's `refreshOn` names, each calling `onRefresh` on its signal; unknown names draw nothing. */
export function ListRefreshers({ template, onRefresh }: { template: TemplateDefinition | undefined; onRefresh: () => void }) {
  const registry = useRegistry();
  return (
    <>
      {(template?.refreshOn ?? []).map((name) => {
        const Refresher = lookup(registry.refreshers ?? {}, name);
        return Refresher ? <Refresher key={name} onRefresh={onRefresh} /> : null;
      })}
    </>
  );
}
