import { I18N_KEY_PATTERN } from '../label.ts';

const KEY = new RegExp(I18N_KEY_PATTERN);

/** v1 labels were plain Chinese text; from v2 a label is a language map or a dotted i18n key. */
export function labelToMap(label: unknown): unknown {
  if (typeof label !== 'string' || KEY.test(label)) return label;
  return { 'zh-CN': label };
}
