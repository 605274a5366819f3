import { useEffect, useState } from 'react';
import type { JSONSchema7 } from 'json-schema';
import type { DefinitionKind } from '../../../common/definitions/versions.ts';

const loaders = import.meta.glob<JSONSchema7>('../../../../schemas/meta/*.schema.json', { import: 'default' });

/** The meta schema of a kind (schemas/meta/<kind>.schema.json), loaded on demand for the editor. */
export function useMetaSchema(kind: DefinitionKind | undefined): JSONSchema7 | undefined {
  const [schema, setSchema] = useState<{ kind: DefinitionKind; schema: JSONSchema7 }>();
  useEffect(() => {
    if (!kind) return;
    let live = true;
    const load = loaders[`../../../../schemas/meta/${kind}.schema.json`];
    void load?.().then((loaded) => { if (live) setSchema({ kind, schema: loaded }); });
    return () => { live = false; };
  }, [kind]);
  return schema && schema.kind === kind ? schema.schema : undefined;
}
