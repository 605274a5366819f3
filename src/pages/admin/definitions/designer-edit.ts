/** What the designers' pure edits of a definition text share (bo-edit.ts, form-edit.ts, template-edit.ts). */

/** A JSON object as the designers read and write it. */
export type Json = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value a designer's patch removes its key with: undefined, '', false or NaN (a cleared input). */
export const isCleared = (value: unknown) => value === undefined || value === '' || value === false || (typeof value === 'number' && Number.isNaN(value));

/** `base` with `patch` applied in place (new keys last); keys patched to a value `removes` accepts go. */
export function patched<T extends Json>(base: T, patch: Json, removes: (value: unknown) => boolean = isCleared): T {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (removes(value)) delete out[key];
    else out[key] = value;
  }
  return out as T;
}

/** The definition text parsed, or its syntax error's message (the designer then shows it and leaves the JSON tab). */
export function parseJsonText(text: string): { parsed: unknown } | { error: 'syntax'; detail: string } {
  try {
    return { parsed: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: 'syntax', detail: (error as Error).message };
  }
}
