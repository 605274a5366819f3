import { useCallback, useEffect, useState } from 'react';
import type { DirectoryKind, FormServices } from '../form/form-services.ts';

/**
 * Names for the ids a picker holds: names it has seen in a search are remembered, the others are asked for once
 * through `services.labelsOf`. Only a change of the ids starts a lookup, never a keystroke elsewhere in the form.
 */
export function usePickerLabels(kind: DirectoryKind, ids: number[], services: FormServices | undefined) {
  const [names, setNames] = useState<ReadonlyMap<number, string>>(() => new Map());
  const missingKey = ids.filter((id) => !names.has(id)).join(',');

  useEffect(() => {
    if (!services || !missingKey) return;
    let active = true;
    services.labelsOf(kind, missingKey.split(',').map(Number))
      .then((found) => {
        if (active && found.length > 0) setNames((known) => new Map([...known, ...found.map((row) => [row.id, row.name] as const)]));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [kind, missingKey, services]);

  const remember = useCallback((rows: { id: number; name: string }[]) => {
    setNames((known) => new Map([...known, ...rows.map((row) => [row.id, row.name] as const)]));
  }, []);
  return { nameOf: (id: number) => names.get(id) ?? `#${id}`, remember };
}
