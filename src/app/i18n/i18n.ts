import type { i18n as I18n } from 'i18next';
import { resources } from '../../common/i18n/resources.ts';
import type { Language } from '../../common/i18n/languages.ts';
import { initI18n } from './i18n-core.ts';

export { LANGUAGE_STORAGE_KEY, storedLanguage, switchLanguage } from './i18n-core.ts';

/** A ready i18next instance over every catalog (tests, stories, benchmarks; the app starts with the shell's: shell-i18n.ts). */
export function createI18n(language: Language): I18n {
  return initI18n(resources, language);
}
