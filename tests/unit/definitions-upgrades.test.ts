import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION, DEFINITION_KINDS, upgradeDefinition, UpgradeError, validateDefinition } from '../../src/common/definitions/index.ts';
import { STEPS } from '../../src/common/definitions/upgrades/index.ts';

describe('definition upgrades', () => {
  it.each(DEFINITION_KINDS)('%s has one step per version below the current one', (kind) => {
    expect(STEPS[kind].length + 1).toBe(CURRENT_VERSION[kind]);
  });

  it('lifts a v1 business object (text labels) to a valid v2 one with language maps, sub-tables included', () => {
    const v1 = {
      kind: 'bo', schemaVersion: 1, alias: 'old', name: '旧对象',
      fields: [{ name: 'title', label: '标题', type: 'string' }, { name: 'kind', label: 'forms.old.kind', type: 'dict', dictKey: 'k' }],
      children: [{ alias: 'rows', name: '明细', fields: [{ name: 'x', label: '数量', type: 'integer' }],
        children: [{ alias: 'subRows', name: '子明细', fields: [{ name: 'y', label: '备注', type: 'string' }] }] }],
    };
    const v2 = upgradeDefinition('bo', v1);
    expect(v2).toMatchObject({
      schemaVersion: 2, name: { 'zh-CN': '旧对象' },
      fields: [{ label: { 'zh-CN': '标题' } }, { label: 'forms.old.kind' }],
      children: [{ name: { 'zh-CN': '明细' }, fields: [{ label: { 'zh-CN': '数量' } }], children: [{ fields: [{ label: { 'zh-CN': '备注' } }] }] }],
    });
    expect(validateDefinition('bo', v2)).toEqual([]);
    expect(v1.fields[0]!.label).toBe('标题');
  });

  it('lifts a v1 template: labels become maps and `buttons` becomes `manageFields`', () => {
    const v2 = upgradeDefinition('template', {
      kind: 'template', schemaVersion: 1, alias: 'old', name: '旧列表', source: { kind: 'bo', boAlias: 'old' }, pageSize: 10,
      displayFields: [{ field: 'title', label: '标题' }], buttons: [{ type: 'add', label: '新增' }],
    });
    expect(v2).toMatchObject({ schemaVersion: 2, conditionFields: [], manageFields: [{ type: 'add', label: { 'zh-CN': '新增' } }] });
    expect(v2).not.toHaveProperty('buttons');
    expect(validateDefinition('template', v2)).toEqual([]);
  });

  it('leaves a current definition as it is and refuses a version from the future', () => {
    const body = { kind: 'form', schemaVersion: 1, key: 'f' };
    expect(upgradeDefinition('form', body)).toEqual(body);
    expect(() => upgradeDefinition('bo', { schemaVersion: 3 })).toThrow(UpgradeError);
  });
});
