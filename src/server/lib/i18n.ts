import i18next, { type TFunction } from 'i18next';
import { resources } from '../../common/i18n/resources.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../common/i18n/languages.ts';

const instance = i18next.createInstance();
await instance.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  initAsync: false,
});

const fixed = new Map<Language, TFunction>(LANGUAGES.map((lang) => [lang, instance.getFixedT(lang)]));

/** The server's translator for one language (keys default to the `errors` namespace). */
export function translatorFor(lang: Language): TFunction {
  return fixed.get(lang)!;
}
