import { Message } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../common/i18n/languages.ts';
import { switchLanguage } from '../i18n/i18n-core.ts';

// Apart from language-switch.tsx so a page can switch language without loading Arco's Dropdown and Menu (the login page).

export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/** Switch language for the whole shell, remember it, and say so in the new language (切换语言成功). */
export function useLanguageSwitch(): { language: Language; change: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const language = ((LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'zh-CN') as Language;
  const change = async (next: Language) => {
    await switchLanguage(i18n, next, window.localStorage);
    Message.success(i18n.t('common:languageSwitched'));
  };
  return { language, change };
}
