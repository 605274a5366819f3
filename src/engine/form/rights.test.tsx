import { describe, expect, it } from 'vitest';
import { buildFormSchema, HIDDEN_FIELD } from './build-form-schema.ts';
import { NO_EFFECTS } from './linkage-effects.ts';
import { effectiveRights } from './rights.ts';
import { patentBo, patentForm } from './testing/form.fixture.ts';

const fields = patentBo.fields.map((f) => f.name).concat('inventorShares');
const build = (rights: Parameters<typeof buildFormSchema>[1], lang: 'zh-CN' | 'en-US' = 'zh-CN') =>
  buildFormSchema({ form: patentForm, bo: patentBo }, rights, NO_EFFECTS, lang, () => undefined);

describe('field rights b/w/r/n', () => {
  it('b makes a field required, r read-only, n not drawn, w editable', () => {
    const rights = effectiveRights(fields, { abstract: 'b', title: 'r', reviewComment: 'n' }, undefined, false);
    const { schema, uiSchema } = build(rights);
    expect(schema.required).toContain('abstract');
    expect(schema.required).not.toContain('title');
    expect((uiSchema.title as Record<string, unknown>)['ui:readonly']).toBe(true);
    expect((uiSchema.reviewComment as Record<string, unknown>)['ui:field']).toBe(HIDDEN_FIELD);
    expect(uiSchema.contactEmail?.['ui:readonly']).toBeUndefined();
  });

  it('a workflow node overrides the role rights; get mode makes every shown field read-only', () => {
    const node = effectiveRights(fields, { reviewComment: 'n' }, { reviewComment: 'b' }, false);
    expect(node.reviewComment).toBe('b');
    const readonly = effectiveRights(fields, { reviewComment: 'n', title: 'b' }, undefined, true);
    expect(readonly.title).toBe('r');
    expect(readonly.reviewComment).toBe('n');
    expect(build(readonly).schema.required).toEqual([]);
  });

  it('titles come from the business object in the UI language', () => {
    const { schema } = build({}, 'en-US');
    expect((schema.properties!.title as { title: string }).title).toBe('Title');
  });
});
