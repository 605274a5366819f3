import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../common/i18n/languages.ts';
import { i18nOptions } from '../../common/i18n/i18n-options.ts';

// No catalogs here: the login page's bundle imports this module, and only the shell's catalogs (shell-i18n.ts).

export const LANGUAGE_STORAGE_KEY = 'lang';

export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language {
  const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

/** A ready i18next instance over the given catalogs (synchronous: they are in memory). */
export function initI18n(resources: Resource, language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init(i18nOptions(resources, language));
  return instance;
}

/** Switches the whole shell's language and remembers it. */
export async function switchLanguage(instance: I18n, language: Language, storage?: Pick<Storage, 'setItem'>): Promise<void> {
  await instance.changeLanguage(language);
  storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
