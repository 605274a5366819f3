import { Type, type Static } from '@sinclair/typebox';
import type { Language } from '../i18n/languages.ts';

/** A dotted i18n key (`forms.patent.title`): text looked up in the catalogs. */
export const I18N_KEY_PATTERN = '^[A-Za-z][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)+$';

/** Text in both languages; en-US falls back to zh-CN when absent. */
export const LabelMap = Type.Object({
  'zh-CN': Type.String({ minLength: 1, maxLength: 500 }),
  'en-US': Type.Optional(Type.String({ maxLength: 500 })),
}, { additionalProperties: false });

/** A label of a definition: an i18n key or a language map (DESIGN.md section 5). */
export const Label = Type.Union([Type.String({ pattern: I18N_KEY_PATTERN, maxLength: 200 }), LabelMap]);

export type LabelMap = Static<typeof LabelMap>;
export type Label = Static<typeof Label>;

/** The one function that turns a label into text: a map by language; a key through `translate` (else the key). */
export function resolveLabel(label: Label | undefined, lang: Language, translate?: (key: string) => string | undefined): string {
  if (label === undefined) return '';
  if (typeof label === 'string') return translate?.(label) ?? label;
  return (lang === 'en-US' ? label['en-US'] : undefined) || label['zh-CN'];
}
