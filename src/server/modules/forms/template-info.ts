import { fieldRightsFor } from '../../../common/definitions/field-rights.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { loadCaller } from './caller.ts';
import { dictKeysOf, loadDicts } from './dict-keys.ts';
import { governingForm, loadBo, loadForm, loadTemplate } from './load-definitions.ts';
import { allowedFor } from './visible-data.ts';
import { assertVisitorMayReadTemplate } from './visitor-templates.ts';

/**
 * getBpmDataTemplateInfo: the template as the caller may use it (columns and buttons limited by their rights and
 * the form's n fields), its form key, the bo's field types and the dictionaries its fields and conditions name.
 */
export async function getTemplateInfo(db: Db, principal: Principal, lang: Language, alias: string) {
  return withTenant(db, principal.tenantId, async (tx) => {
    await assertVisitorMayReadTemplate(tx, principal, alias);
    const caller = await loadCaller(tx, principal);
    const template = await loadTemplate(tx, principal.tenantId, alias);
    // A view's rows edited by a form (a table kept by a module's record store): the form's bo.
    const boAlias = template.source.kind === 'bo' ? template.source.boAlias
      : template.formKey ? (await loadForm(tx, principal.tenantId, template.formKey)).boAlias : undefined;
    const bo = boAlias ? await loadBo(tx, principal.tenantId, boAlias) : undefined;
    const form = bo ? await governingForm(tx, principal.tenantId, bo.alias, template.formKey) : undefined;
    const rights = fieldRightsFor(form?.rights, caller.roles);
    const visible = { ...template,
      displayFields: template.displayFields.filter((d) => allowedFor(d.rights, caller.roles) && rights[d.field] !== 'n'),
      conditionFields: template.conditionFields.filter((c) => rights[c.field] !== 'n'),
      manageFields: template.manageFields.filter((b) => allowedFor(b.rights, caller.roles)),
    };
    const dictKeys = new Set([...(bo ? dictKeysOf(bo) : []), ...template.conditionFields.flatMap((c) => (c.dictKey ? [c.dictKey] : [])),
      ...template.displayFields.flatMap((d) => (d.dictKey ? [d.dictKey] : []))]);
    return {
      template: visible,
      formKey: form?.key ?? template.formKey ?? null,
      bo: bo ? { alias: bo.alias, name: bo.name, fields: bo.fields.map((f) => ({ name: f.name, label: f.label, type: f.type, ...(f.dictKey ? { dictKey: f.dictKey } : {}), ...(f.multiple ? { multiple: true } : {}) })) } : null,
      dicts: await loadDicts(tx, principal.tenantId, [...dictKeys], lang),
    };
  });
}
