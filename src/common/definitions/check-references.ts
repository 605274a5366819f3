import jsonata from 'jsonata';
import type { Language } from '../i18n/languages.ts';
import type { BoDefinition } from './kinds/bo.ts';
import type { ChartDefinition } from './kinds/chart.ts';
import type { ColumnDefinition } from './kinds/column.ts';
import type { DialogDefinition } from './kinds/dialog.ts';
import type { FormDefinition, RuleObject } from './kinds/form.ts';
import type { LayoutDefinition } from './kinds/layout.ts';
import type { MenuDefinition } from './kinds/menu.ts';
import type { QueryDefinition } from './kinds/query.ts';
import type { TemplateDefinition } from './kinds/template.ts';
import { parseRules } from './parse-rules.ts';
import { joinPointer } from './pointer.ts';
import { problemMessages } from './problem-messages.ts';
import type { DefinitionProblem } from './validate-definition.ts';
import type { DefinitionKind } from './versions.ts';

type MenuEntry = MenuDefinition['items'][number];

/**
 * What a definition may name, wherever it is looked up: the definition store of a tenant (the server, on save), or
 * the files under schemas/ (the unit test of the shipped definitions). Each answer is the current one.
 */
export interface ReferenceWorld {
  /** The current body of a definition (upgraded and valid), undefined when there is none. */
  definition(kind: DefinitionKind, key: string): Promise<Record<string, unknown> | undefined>;
  /** The fields a registered SQL view lets a definition list, filter or sort; undefined for an unknown view. */
  viewFields(sqlAlias: string): readonly string[] | undefined;
  /** A deployed flow of this key exists. */
  flowExists(defKey: string): Promise<boolean>;
  /** A data dictionary of this type key exists. */
  dictExists(typeKey: string): Promise<boolean>;
}

/** Fields every business-object list has besides the bo's own (see bo-source.ts). */
export const BO_SYSTEM_FIELDS = ['id', 'createdBy', 'orgId', 'createdAt', 'updatedAt'] as const;
/** Rules whose value names a sibling field. */
const FIELD_RULES: readonly RuleObject['rule'][] = ['equalTo', 'dateLessThan', 'dateRangeEnd', 'dateMoreThan', 'dateRangeStart'];

type Source = TemplateDefinition['source'];

/** A jsonata expression's syntax error (with its position), or undefined when it compiles. */
export function expressionError(expression: string): string | undefined {
  try {
    jsonata(expression);
    return undefined;
  } catch (error) {
    const e = error as { message?: string; position?: number };
    return `${e.message ?? String(error)}${typeof e.position === 'number' ? ` (@${e.position})` : ''}`;
  }
}

/** Field paths of a bo a form may name: `title`, `items` (a sub-table), `items.amount`, `items.receipts.amount`. */
export function boPaths(bo: BoDefinition): Set<string> {
  const paths = new Set<string>(bo.fields.map((f) => f.name));
  for (const child of bo.children ?? []) {
    paths.add(child.alias);
    for (const f of child.fields) paths.add(`${child.alias}.${f.name}`);
    for (const grandchild of child.children ?? []) {
      paths.add(`${child.alias}.${grandchild.alias}`);
      for (const f of grandchild.fields) paths.add(`${child.alias}.${grandchild.alias}.${f.name}`);
    }
  }
  return paths;
}

/**
 * Problems of what a (meta-schema valid, upgraded) definition names: definitions of other kinds, fields of its
 * source, views, flows and dictionaries; and its formulas and script rules, compiled. Each problem carries the JSON
 * pointer of the naming property and a message in `lang`.
 */
export async function referenceProblems(kind: DefinitionKind, body: Record<string, unknown>, world: ReferenceWorld, lang: Language = 'en-US'): Promise<DefinitionProblem[]> {
  const text = problemMessages(lang);
  const problems: DefinitionProblem[] = [];
  const add = (pointer: string, message: string) => { problems.push({ pointer, message }); };

  const definition = async <T>(pointer: string, refKind: DefinitionKind, key: string | undefined): Promise<T | undefined> => {
    if (!key) return undefined;
    const found = await world.definition(refKind, key);
    if (!found) add(pointer, text.missingReference(refKind, key));
    return found as T | undefined;
  };
  const dict = async (pointer: string, key: string | undefined) => {
    if (key && !(await world.dictExists(key))) add(pointer, text.missingDict(key));
  };
  const flow = async (pointer: string, key: string | undefined) => {
    if (key && !(await world.flowExists(key))) add(pointer, text.missingFlow(key));
  };
  const compiles = (pointer: string, expression: string) => {
    const error = expressionError(expression);
    if (error) add(pointer, text.expressionInvalid(error));
  };
  /** The fields a source lists (undefined: not knowable, a REST source or a missing bo / view, already reported). */
  const sourceFields = async (pointer: string, source: Source): Promise<{ fields: Set<string>; where: string } | undefined> => {
    if (source.kind === 'bo') {
      const bo = await definition<BoDefinition>(`${pointer}/boAlias`, 'bo', source.boAlias);
      if (!bo) return undefined;
      return { fields: new Set([...bo.fields.map((f) => f.name), ...(bo.children ?? []).map((c) => c.alias), ...BO_SYSTEM_FIELDS]), where: text.inBo(bo.alias) };
    }
    if (source.kind === 'view') return viewFields(`${pointer}/sqlAlias`, source.sqlAlias);
    return undefined;
  };
  const viewFields = (pointer: string, sqlAlias: string | undefined) => {
    if (!sqlAlias) return undefined;
    const fields = world.viewFields(sqlAlias);
    if (!fields) { add(pointer, text.missingView(sqlAlias)); return undefined; }
    return { fields: new Set(fields), where: text.inView(sqlAlias) };
  };
  const field = (pointer: string, name: string | undefined, known: { fields: Set<string>; where: string } | undefined) => {
    if (known && name !== undefined && !known.fields.has(name)) add(pointer, text.missingField(name, known.where));
  };

  switch (kind) {
    case 'form': await formReferences(body as unknown as FormDefinition); break;
    case 'bo': {
      const bo = body as unknown as BoDefinition;
      const tables = [{ pointer: '', fields: bo.fields }, ...(bo.children ?? []).flatMap((c, i) => [
        { pointer: `/children/${i}`, fields: c.fields },
        ...(c.children ?? []).map((g, j) => ({ pointer: `/children/${i}/children/${j}`, fields: g.fields })),
      ])];
      for (const table of tables) {
        for (const [i, f] of table.fields.entries()) if (f.type === 'dict') await dict(`${table.pointer}/fields/${i}/dictKey`, f.dictKey);
      }
      break;
    }
    case 'template': {
      const template = body as unknown as TemplateDefinition;
      const known = await sourceFields('/source', template.source);
      const form = await definition<FormDefinition>('/formKey', 'form', template.formKey);
      if (form && template.source.kind === 'bo' && form.boAlias !== template.source.boAlias) add('/formKey', text.formOfOtherBo(form.key, form.boAlias));
      for (const [i, d] of template.displayFields.entries()) {
        field(`/displayFields/${i}/field`, d.field, known);
        await dict(`/displayFields/${i}/dictKey`, d.dictKey);
      }
      for (const [i, c] of template.conditionFields.entries()) {
        field(`/conditionFields/${i}/field`, c.field, known);
        await dict(`/conditionFields/${i}/dictKey`, c.dictKey);
        await definition(`/conditionFields/${i}/dialogAlias`, 'dialog', c.dialogAlias);
      }
      for (const [i, s] of (template.defaultSort ?? []).entries()) field(`/defaultSort/${i}/field`, s.field, known);
      for (const [i, r] of (template.dataRules ?? []).entries()) field(`/dataRules/${i}/field`, r.field, known);
      for (const [i, b] of template.manageFields.entries()) if (b.type === 'startFlow') await flow(`/manageFields/${i}/flowKey`, b.flowKey);
      await flow('/flow/defKey', template.flow?.defKey);
      break;
    }
    case 'chart': {
      const chart = body as unknown as ChartDefinition;
      const known = await sourceFields('/source', chart.source);
      field('/xField', chart.xField, known);
      field('/yField', chart.yField, known);
      field('/seriesField', chart.seriesField, known);
      for (const [i, r] of (chart.dataRules ?? []).entries()) field(`/dataRules/${i}/field`, r.field, known);
      await dict('/dictKey', chart.dictKey);
      break;
    }
    case 'dialog': {
      const dialog = body as unknown as DialogDefinition;
      const known = dialog.dsType === 'dataSource' ? viewFields('/sqlAlias', dialog.sqlAlias) : undefined;
      for (const [i, c] of dialog.conditionfield.entries()) field(`/conditionfield/${i}/field`, c.field, known);
      for (const [i, d] of dialog.displayfield.entries()) field(`/displayfield/${i}/field`, d.field, known);
      for (const [i, r] of dialog.resultfield.entries()) field(`/resultfield/${i}/field`, r.field, known);
      for (const [i, s] of (dialog.sortfield ?? []).entries()) field(`/sortfield/${i}/field`, s.field, known);
      if (dialog.tree) for (const name of ['idField', 'parentField', 'displayField'] as const) field(`/tree/${name}`, dialog.tree[name], known);
      if (dialog.combine) {
        field('/combine/listField', dialog.combine.listField, known);
        await definition('/combine/treeAlias', 'dialog', dialog.combine.treeAlias);
      }
      break;
    }
    case 'query': {
      const query = body as unknown as QueryDefinition;
      const known = query.dsType === 'dataSource' ? viewFields('/sqlAlias', query.sqlAlias) : undefined;
      for (const [i, c] of query.conditionfield.entries()) field(`/conditionfield/${i}/field`, c.field, known);
      for (const [i, r] of (query.resultfield ?? []).entries()) field(`/resultfield/${i}/field`, r.field, known);
      break;
    }
    case 'column': {
      const column = body as unknown as ColumnDefinition;
      if (column.dataMode === 'template' || column.dataMode === 'chart' || column.dataMode === 'query') {
        await definition('/dataFrom', column.dataMode, column.dataFrom);
      }
      break;
    }
    case 'layout': {
      const layout = body as unknown as LayoutDefinition;
      for (const [i, item] of layout.items.entries()) await definition(`/items/${i}/column`, 'column', item.column);
      break;
    }
    case 'menu': {
      // An entry's alias makes its id in the shell's menu (definition-menus.ts): two entries of one menu may not share it.
      const seen = new Set<string>();
      const entries = (list: readonly MenuEntry[], pointer: string) => list.forEach((entry, i) => {
        const at = `${pointer}/${i}`;
        if (seen.has(entry.alias)) add(`${at}/alias`, text.duplicateMenuAlias(entry.alias));
        seen.add(entry.alias);
        entries((entry as { children?: MenuEntry[] }).children ?? [], `${at}/children`);
      });
      entries((body as unknown as MenuDefinition).items, '/items');
      break;
    }
    default: break;
  }
  return problems;

  async function formReferences(form: FormDefinition) {
    const bo = await definition<BoDefinition>('/boAlias', 'bo', form.boAlias);
    const properties = Object.keys(form.schema.properties);
    const inForm = { fields: new Set(properties), where: text.inFormSchema };
    const paths = bo ? { fields: boPaths(bo), where: text.inBo(bo.alias) } : undefined;
    for (const name of properties) field(joinPointer('/schema/properties', name), name, paths);
    for (const [i, name] of (form.schema.required ?? []).entries()) field(`/schema/required/${i}`, name, inForm);
    for (const [g, group] of (form.layout ?? []).entries()) {
      for (const [i, name] of group.fields.entries()) field(`/layout/${g}/fields/${i}`, name, inForm);
    }
    for (const [path, spec] of Object.entries(form.rules ?? {})) {
      const at = joinPointer('/rules', path);
      field(at, path, paths);
      for (const [i, rule] of parseRules(spec).entries()) {
        const ruleAt = Array.isArray(spec) ? `${at}/${i}/value` : at;
        if (rule.rule === 'script' && typeof rule.value === 'string') compiles(ruleAt, rule.value);
        if (FIELD_RULES.includes(rule.rule) && rule.value !== undefined) {
          // The other field is a sibling: in the same row of a sub-table.
          field(ruleAt, `${path.slice(0, path.lastIndexOf('.') + 1)}${String(rule.value)}`, paths);
        }
      }
    }
    for (const [r, entry] of (form.rights ?? []).entries()) {
      for (const name of Object.keys(entry.fields)) field(joinPointer(`/rights/${r}/fields`, name), name, paths);
    }
    for (const [i, linkage] of (form.linkages ?? []).entries()) {
      field(`/linkages/${i}/condition/scope`, linkage.condition.scope.split('/')[1], inForm);
      for (const [j, target] of linkage.targets.entries()) field(`/linkages/${i}/targets/${j}`, target.split('/')[1], inForm);
    }
    for (const [i, formula] of (form.formulas ?? []).entries()) {
      field(`/formulas/${i}/target`, formula.target.replace(/\.item\./g, '.'), paths);
      compiles(`/formulas/${i}/expression`, formula.expression);
    }
    for (const [name, ui] of Object.entries(form.uiSchema ?? {})) {
      if (name.startsWith('ui:') || typeof ui !== 'object' || ui === null) continue;
      const at = joinPointer('/uiSchema', name);
      if (!(name in form.schema.properties)) add(at, text.missingField(name, text.inFormSchema));
      const options = (ui as Record<string, unknown>)['ui:options'] as Record<string, unknown> | undefined;
      if (typeof options?.dictKey === 'string') await dict(`${at}/ui:options/dictKey`, options.dictKey);
      const dialogAlias = options?.dialog ?? options?.dialogAlias;
      if (typeof dialogAlias === 'string') await definition(`${at}/ui:options/${options?.dialog !== undefined ? 'dialog' : 'dialogAlias'}`, 'dialog', dialogAlias);
    }
  }
}
