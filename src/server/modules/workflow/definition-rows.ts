import { resolveLabel, type LabelMap } from '../../../common/definitions/label.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';
import type { FlowNames } from './flow-names.ts';

/** Main versions of a tenant's flows with their category (`f` = bpm_definition, `ft` = bpm_flow_type). */
export const mainDefinitions = (tx: Tx, tenantId: number) =>
  tx.selectFrom('bpm_definition as f').leftJoin('bpm_flow_type as ft', 'ft.id', 'f.type_id')
    .select(['f.id', 'f.def_key', 'f.name', 'f.version', 'f.deployed_at', 'f.type_id', 'ft.name as type_name'])
    .where('f.tenant_id', '=', tenantId).where('f.is_main', '=', true);

type MainDefinition = {
  id: number; def_key: string; name: string; version: number; deployed_at: Date; type_id: number | null; type_name: LabelMap | null;
};

/** A definition row on the wire; its name (`names`, by definition id) and the category name in the caller's language. */
export const definitionRow = (f: MainDefinition, lang: Language, names: FlowNames) => ({
  id: String(f.id), defId: String(f.id), defKey: f.def_key, name: names.flow(f.id, f.name), version: f.version, deployTime: new Date(f.deployed_at).toISOString(),
  typeId: f.type_id === null ? null : String(f.type_id), typeName: f.type_name ? resolveLabel(f.type_name, lang) : null,
});
