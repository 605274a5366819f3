import type { Registry } from '@rjsf/utils';
import type { FormContext, FormServices } from './form-services.ts';

/** The engine's services from rjsf's registry; undefined when a form was rendered without them. */
export function servicesOf(registry: Registry): FormServices | undefined {
  return (registry.formContext as Partial<FormContext> | undefined)?.services;
}

/** A widget shows plain text instead of a control when the field is read-only or disabled (field right r). */
export function isPlain(props: { readonly?: boolean; disabled?: boolean }): boolean {
  return Boolean(props.readonly || props.disabled);
}
