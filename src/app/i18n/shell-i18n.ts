import type { i18n as I18n } from 'i18next';
import { auth } from '../../common/i18n/auth.ts';
import { common } from '../../common/i18n/common.ts';
import { errors } from '../../common/i18n/errors.ts';
import { layout } from '../../common/i18n/layout.ts';
import { LANGUAGES, type Language } from '../../common/i18n/languages.ts';
import { initI18n } from './i18n-core.ts';

/** What the sign-in pages, the route error page and the shell need before any other page loads. */
const SHELL = { errors, common, auth, layout } as const;
const shellResources = Object.fromEntries(LANGUAGES.map((lang) => [lang, Object.fromEntries(Object.entries(SHELL).map(([ns, area]) => [ns, area[lang]]))]));

/**
 * The app's i18next instance with the shell's catalogs only: the other areas' text (engine, workflow, patents,
 * admin, profile) is a chunk of its own that loadAreaCatalogs adds before any other page draws (routes.tsx), so
 * the login page does not download it.
 */
export function createShellI18n(language: Language): I18n {
  return initI18n(shellResources, language);
}

const loading = new WeakMap<I18n, Promise<void>>();

/** Adds every other area's catalogs to the instance, once. */
export function loadAreaCatalogs(instance: I18n): Promise<void> {
  let pending = loading.get(instance);
  if (!pending) {
    pending = import('../../common/i18n/resources.ts').then(({ resources }) => {
      for (const [lang, namespaces] of Object.entries(resources)) {
        for (const [ns, catalog] of Object.entries(namespaces)) {
          if (!instance.hasResourceBundle(lang, ns)) instance.addResourceBundle(lang, ns, catalog);
        }
      }
    });
    pending.catch(() => loading.delete(instance));
    loading.set(instance, pending);
  }
  return pending;
}
