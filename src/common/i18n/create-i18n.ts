import i18next, { type i18n as I18n } from 'i18next';
import { resources } from './resources.ts';
import type { Language } from './languages.ts';
import { i18nOptions } from './i18n-options.ts';

/**
 * A ready i18next instance over every catalog, bound to no UI library (engine and widget tests hand it to
 * <I18nextProvider> or call its `t`; the app's shell binds its own to React: src/app/i18n).
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.init(i18nOptions(resources, language));
  return instance;
}
