import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import type { FormDefinition } from '../../../common/definitions/kinds/form.ts';
import type { TemplateDefinition } from '../../../common/definitions/kinds/template.ts';
import type { Tx } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { findCurrent, findCurrentBy } from '../definitions/definition-repo.ts';

export async function loadBo(tx: Tx, tenantId: number, alias: string): Promise<BoDefinition> {
  const found = await findCurrent(tx, tenantId, 'bo', alias);
  if (!found) throw notFound('boNotFound');
  return found.body;
}

export async function loadTemplate(tx: Tx, tenantId: number, alias: string): Promise<TemplateDefinition> {
  const found = await findCurrent(tx, tenantId, 'template', alias);
  if (!found) throw notFound('templateNotFound');
  return found.body;
}

export async function loadForm(tx: Tx, tenantId: number, key: string): Promise<FormDefinition> {
  const found = await findCurrent(tx, tenantId, 'form', key);
  if (!found) throw notFound('formNotFound');
  return found.body;
}

/**
 * The form whose rights govern a save or a read of a bo: the named one (it must edit that bo), else the bo's
 * default form (key = bo alias, else the first by key); undefined when the bo has no form.
 */
export async function governingForm(tx: Tx, tenantId: number, boAlias: string, formKey?: string): Promise<FormDefinition | undefined> {
  if (formKey) {
    const form = await loadForm(tx, tenantId, formKey);
    if (form.boAlias !== boAlias) throw notFound('formNotFound');
    return form;
  }
  const forms = await findCurrentBy(tx, tenantId, 'form', 'boAlias', boAlias);
  return (forms.find((f) => f.key === boAlias) ?? forms[0])?.body;
}
