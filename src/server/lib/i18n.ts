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

/**
 * A translator that remembers plain lookups (a key with no options): the resources never change at run time, and
 * i18next's lookup with its fallback and nesting checks cost about 0.1 ms a call, on every command's success reply.
 */
function remembering(t: TFunction): TFunction {
  const known = new Map<string, string>();
  const lookup = (...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return (t as unknown as (...a: unknown[]) => string)(...args);
    let text = known.get(key);
    if (text === undefined) {
      text = (t as unknown as (k: string) => string)(key);
      known.set(key, text);
    }
    return text;
  };
  return Object.assign(lookup, t) as unknown as TFunction;
}

const fixed = new Map<Language, TFunction>(LANGUAGES.map((lang) => [lang, remembering(instance.getFixedT(lang))]));

/** The server's translator for one language (keys default to the `errors` namespace). */
export function translatorFor(lang: Language): TFunction {
  return fixed.get(lang)!;
}
