import type { InitOptions, Resource } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';

/** The i18next options every instance of ours uses: the catalogs in memory (synchronous), zh-CN behind every language. */
export function i18nOptions(resources: Resource, language: Language): InitOptions {
  return {
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  };
}
