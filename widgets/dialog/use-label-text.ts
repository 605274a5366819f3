import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLabel, type Label } from '../../src/common/definitions/label.ts';
import type { Language } from '../../src/common/i18n/languages.ts';

/** A definition label as text in the UI language (maps by language; keys through i18next), falling back to `fallback`. */
export function useLabelText(): (label: Label | undefined, fallback?: string) => string {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language?.startsWith('en') ? 'en-US' : 'zh-CN';
  return useCallback(
    (label, fallback = '') => resolveLabel(label, lang, (key) => (i18n.exists(key) ? t(key) : undefined)) || fallback,
    [lang, t, i18n],
  );
}
