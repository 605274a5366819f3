import type { TemplateDefinition } from '../../../common/definitions/kinds/template.ts';

/**
 * The template as a page with these parameters shows it: condition and display fields whose `hiddenWithParam` the page
 * is given are left out (a page listing one flow has no flow-name column or search).
 */
export function withoutParamFields(template: TemplateDefinition | undefined, params: Readonly<Record<string, unknown>> | undefined): TemplateDefinition | undefined {
  if (!template) return template;
  const given = (name: string | undefined) => name !== undefined && params?.[name] !== undefined && params[name] !== null && params[name] !== '';
  if (!template.conditionFields.some((c) => given(c.hiddenWithParam)) && !template.displayFields.some((d) => given(d.hiddenWithParam))) return template;
  return {
    ...template,
    conditionFields: template.conditionFields.filter((c) => !given(c.hiddenWithParam)),
    displayFields: template.displayFields.filter((d) => !given(d.hiddenWithParam)),
  };
}
