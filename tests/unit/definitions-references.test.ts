import { describe, expect, it } from 'vitest';
import { referenceProblems } from '../../src/common/definitions/check-references.ts';
import { loadDefinitionFiles } from '../../src/server/modules/definitions/definition-files.ts';
import { filesWorld } from '../../src/server/modules/definitions/files-world.ts';

const files = loadDefinitionFiles();
const world = filesWorld(files);
/** A copy of a shipped definition to break (loosely typed: the tests write what the meta schema allows but types do not follow). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- nested edits of JSON bodies
type Loose = any;
const body = (kind: string, key: string): Loose => structuredClone(files.find((f) => f.kind === kind && f.key === key)!.body);

/** The checker the server runs on every save (check-definition.ts), over the definitions shipped in schemas/. */
describe('references of the shipped definitions (schemas/)', () => {
  it('name only definitions, fields, views, flows and dictionaries that exist, and their formulas compile', async () => {
    const dangling: string[] = [];
    for (const file of files) {
      for (const p of await referenceProblems(file.kind, file.body, world)) dangling.push(`${file.kind}/${file.key}.json ${p.pointer}: ${p.message}`);
    }
    expect(dangling).toEqual([]);
  });
});

describe('the reference checker', () => {
  it('refuses a display field, a condition field and a sort naming fields the source does not have', async () => {
    const template = body('template', 'expenseClaimList');
    template.displayFields.push({ field: 'noSuchField', label: { 'zh-CN': '无', 'en-US': 'None' } });
    template.conditionFields.push({ field: 'ghost', label: { 'zh-CN': '无', 'en-US': 'None' }, control: 'text', operation: 'LIKE' });
    const problems = await referenceProblems('template', template, world, 'zh-CN');
    expect(problems).toEqual([
      { pointer: `/displayFields/${template.displayFields.length - 1}/field`, message: '字段“noSuchField”在业务对象“expenseClaim”中不存在' },
      { pointer: `/conditionFields/${template.conditionFields.length - 1}/field`, message: '字段“ghost”在业务对象“expenseClaim”中不存在' },
    ]);
    const view = body('template', 'zlsq');
    view.displayFields[0].field = 'nope';
    expect(await referenceProblems('template', view, world)).toEqual([{ pointer: '/displayFields/0/field', message: 'field "nope" does not exist in data view "zlsq"' }]);
  });

  it('compiles formulas and script rules: a syntax error is refused at its pointer with the reason', async () => {
    const form = body('form', 'expenseClaim');
    form.formulas[0].expression = '$sum(';
    form.rules.title = [{ rule: 'script', value: 'value = ' }];
    const problems = await referenceProblems('form', form, world, 'zh-CN');
    expect(problems).toEqual([
      { pointer: '/rules/title/0/value', message: expect.stringMatching(/^表达式无法编译：.+/) },
      { pointer: '/formulas/0/expression', message: expect.stringMatching(/^表达式无法编译：.+\(@\d+\)$/) },
    ]);
    const en = await referenceProblems('form', form, world, 'en-US');
    expect(en[1]!.message).toMatch(/^the expression does not compile: /);
  });

  it('refuses form fields, layout fields, rights, formula targets and linkages naming what does not exist', async () => {
    const form = body('form', 'patentApply');
    form.schema.properties.extra = { type: 'string' };
    form.layout[0].fields.push('missing');
    form.rights[0].fields.ghost = 'r';
    form.formulas.push({ target: 'inventorShares.item.nothing', expression: '1' });
    form.linkages[0].targets.push('/void');
    form.uiSchema.type['ui:options'].dictKey = 'noDict';
    expect((await referenceProblems('form', form, world)).map((p) => p.pointer)).toEqual([
      '/schema/properties/extra', `/layout/0/fields/${form.layout[0].fields.length - 1}`, '/rights/0/fields/ghost', '/linkages/0/targets/1',
      `/formulas/${form.formulas.length - 1}/target`, '/uiSchema/type/ui:options/dictKey',
    ]);
  });

  it('refuses flows, dialogs, columns and templates that do not exist', async () => {
    const template = body('template', 'patentApplyList');
    template.flow = { defKey: 'noFlow' };
    const flowProblems = await referenceProblems('template', template, world, 'zh-CN');
    expect(flowProblems).toContainEqual({ pointer: '/flow/defKey', message: '不存在流程“noFlow”（请先部署该流程）' });
    const layout = body('layout', 'defaultHome');
    layout.items.push({ column: 'noColumn', x: 0, y: 99, w: 1, h: 1 });
    expect(await referenceProblems('layout', layout, world)).toContainEqual({ pointer: `/items/${layout.items.length - 1}/column`, message: 'no column definition "noColumn"' });
    const dialog = body('dialog', 'patentPicker');
    dialog.sqlAlias = 'noView';
    expect(await referenceProblems('dialog', dialog, world)).toEqual([{ pointer: '/sqlAlias', message: 'no data view "noView"' }]);
  });

  it('refuses two entries of one menu sharing an alias (their ids in the shell would be one), at any level', async () => {
    const menu = body('menu', 'formsMenu');
    menu.items[0].children[1].alias = 'patentApplyList';
    menu.items.push({ alias: 'more', name: { 'zh-CN': '更多' }, children: [{ alias: 'sub', name: { 'zh-CN': '下级' }, children: [{ alias: 'forms', name: { 'zh-CN': '重复' } }] }] });
    expect(await referenceProblems('menu', menu, world, 'zh-CN')).toEqual([
      { pointer: '/items/0/children/1/alias', message: '别名“patentApplyList”已被本菜单的其他菜单项使用' },
      { pointer: '/items/1/children/0/children/0/alias', message: '别名“forms”已被本菜单的其他菜单项使用' },
    ]);
    expect(await referenceProblems('menu', body('menu', 'formsMenu'), world)).toEqual([]);
  });
});
