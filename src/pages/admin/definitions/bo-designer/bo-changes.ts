import type { FieldBody, TableBody } from './bo-edit.ts';

/**
 * What saving a business object changes against its last saved version, table by table. Records are JSON in
 * bo_record.data (or a module's own table for a few bos), so no change alters a database table: the consequences are
 * for the values already stored, which are never converted.
 */
export type BoChange =
  | { kind: 'tableAdded' | 'tableDropped'; table: string }
  | { kind: 'added' | 'dropped'; table: string; field: string; type: string; required?: boolean }
  | { kind: 'renamed'; table: string; field: string; from: string }
  | { kind: 'typeChanged'; table: string; field: string; from: string; to: string }
  | { kind: 'maxLengthShorter' | 'maxLengthLonger'; table: string; field: string; from?: number; to?: number }
  | { kind: 'nowRequired'; table: string; field: string }
  | { kind: 'dictChanged'; table: string; field: string; from?: string; to?: string }
  | { kind: 'multipleChanged'; table: string; field: string; to: boolean };

/** Tables by their path of aliases ('' the main table, 'items', 'items.receipts'). */
function tables(bo: TableBody): Map<string, TableBody> {
  const out = new Map<string, TableBody>([['', bo]]);
  for (const child of bo.children ?? []) {
    out.set(String(child.alias), child);
    for (const grandchild of child.children ?? []) out.set(`${String(child.alias)}.${String(grandchild.alias)}`, grandchild);
  }
  return out;
}

export function boChanges(saved: TableBody | undefined, current: TableBody): BoChange[] {
  const before = saved ? tables(saved) : new Map<string, TableBody>();
  const after = tables(current);
  const changes: BoChange[] = [];
  for (const [path, table] of after) {
    const old = before.get(path);
    if (!old) {
      if (path) changes.push({ kind: 'tableAdded', table: path });
      for (const f of table.fields) changes.push({ kind: 'added', table: path, field: f.name, type: f.type, required: f.required === true });
      continue;
    }
    changes.push(...fieldChanges(path, old.fields, table.fields));
  }
  for (const path of before.keys()) if (!after.has(path)) changes.push({ kind: 'tableDropped', table: path });
  return changes;
}

function fieldChanges(table: string, before: FieldBody[], after: FieldBody[]): BoChange[] {
  const changes: BoChange[] = [];
  const oldNames = new Set(before.map((f) => f.name));
  const newNames = new Set(after.map((f) => f.name));
  const dropped = before.filter((f) => !newNames.has(f.name));
  const added = after.filter((f) => !oldNames.has(f.name));
  // A field that left and one that came at the same place with the same type: taken as a rename.
  const renamedFrom = new Map<string, FieldBody>();
  for (const f of added) {
    const index = after.indexOf(f);
    const gone = dropped.find((d) => before.indexOf(d) === index && d.type === f.type && ![...renamedFrom.values()].includes(d));
    if (gone) renamedFrom.set(f.name, gone);
  }
  const renamedOld = new Set([...renamedFrom.values()].map((f) => f.name));
  for (const f of dropped) if (!renamedOld.has(f.name)) changes.push({ kind: 'dropped', table, field: f.name, type: f.type });
  for (const f of after) {
    const from = renamedFrom.get(f.name);
    if (from) { changes.push({ kind: 'renamed', table, field: f.name, from: from.name }); continue; }
    const old = before.find((o) => o.name === f.name);
    if (!old) { changes.push({ kind: 'added', table, field: f.name, type: f.type, required: f.required === true }); continue; }
    if (old.type !== f.type) changes.push({ kind: 'typeChanged', table, field: f.name, from: old.type, to: f.type });
    const [was, is] = [old.maxLength as number | undefined, f.maxLength as number | undefined];
    if (was !== is) {
      const shorter = is !== undefined && (was === undefined || is < was);
      changes.push({ kind: shorter ? 'maxLengthShorter' : 'maxLengthLonger', table, field: f.name, from: was, to: is });
    }
    if (f.required === true && old.required !== true) changes.push({ kind: 'nowRequired', table, field: f.name });
    if (old.type === f.type && old.dictKey !== f.dictKey) changes.push({ kind: 'dictChanged', table, field: f.name, from: old.dictKey as string | undefined, to: f.dictKey as string | undefined });
    if (old.type === f.type && Boolean(old.multiple) !== Boolean(f.multiple)) changes.push({ kind: 'multipleChanged', table, field: f.name, to: f.multiple === true });
  }
  return changes;
}
