import type { BoDefinition } from './kinds/bo.ts';

const MAX_LABEL = 200;

/**
 * A record as people name it: its serial numbers (申请编号 ...) and its first text field (a required one first, the
 * title as a rule), e.g. "ZLSQ202611200001 · 一种锂电池电解质". Empty when the record has neither filled in.
 */
export function recordLabel(bo: Pick<BoDefinition, 'fields'>, data: Record<string, unknown>): string {
  const filled = (name: string) => {
    const value = data[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const serials = bo.fields.filter((f) => f.type === 'serial').map((f) => filled(f.name));
  const texts = bo.fields.filter((f) => f.type === 'string');
  const text = [...texts.filter((f) => f.required), ...texts.filter((f) => !f.required)].map((f) => filled(f.name)).find((v) => v !== null);
  return [...serials, text].filter((v): v is string => typeof v === 'string').join(' · ').slice(0, MAX_LABEL);
}
