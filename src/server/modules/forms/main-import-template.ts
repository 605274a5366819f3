import { fieldRightsFor } from '../../../common/definitions/field-rights.ts';
import { resolveLabel } from '../../../common/definitions/label.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { loadCaller } from './caller.ts';
import { dictKeysOf, loadDicts } from './dict-keys.ts';
import { writeSheet } from './excel-sheet.ts';
import { importableFields, templateColumns } from './import-columns.ts';
import { governingForm, loadBo, loadTemplate } from './load-definitions.ts';
import { requireButton } from './template-button.ts';

/** downloadMainTempFile: an empty sheet with the bo's importable fields as headers (`*` = required), dictionaries as drop-downs. */
export async function mainImportTemplate(db: Db, principal: Principal, lang: Language, alias: string): Promise<{ name: string; content: Buffer }> {
  const { columns, name } = await withTenant(db, principal.tenantId, async (tx) => {
    const caller = await loadCaller(tx, principal);
    const template = await loadTemplate(tx, principal.tenantId, alias);
    if (template.source.kind !== 'bo') throw badRequest('importNeedsBo');
    requireButton(template, 'import', caller);
    const bo = await loadBo(tx, principal.tenantId, template.source.boAlias);
    const form = await governingForm(tx, principal.tenantId, bo.alias, template.formKey);
    const rights = fieldRightsFor(form?.rights, caller.roles);
    const dicts = await loadDicts(tx, principal.tenantId, dictKeysOf(bo), lang);
    return { columns: templateColumns(importableFields(bo.fields, rights), lang, rights, dicts), name: resolveLabel(template.name, lang) };
  });
  return { name: `${name}.xlsx`, content: await writeSheet(name, columns, []) };
}
