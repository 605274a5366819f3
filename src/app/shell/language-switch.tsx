import { Button, Dropdown, Menu, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import { IconLanguage } from '@arco-design/web-react/icon';
import './language-switch.css';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../common/i18n/languages.ts';
import { switchLanguage } from '../i18n/i18n.ts';

export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

export interface LanguageSwitchProps {
  value: Language;
  onChange: (language: Language) => void;
  /** Light text on a dark header, dark text on a light page. */
  tone?: 'light' | 'dark';
}

/** A compact language picker. */
export function LanguageSwitch({ value, onChange, tone = 'dark' }: LanguageSwitchProps) {
  const droplist = (
    <Menu selectedKeys={[value]} onClickMenuItem={(key) => key !== value && onChange(key as Language)}>
      {LANGUAGES.map((language) => (
        <Menu.Item key={language} data-testid={`language-option-${language}`}>
          {LANGUAGE_NAMES[language]}
        </Menu.Item>
      ))}
    </Menu>
  );
  return (
    <Dropdown droplist={droplist} trigger="click" position="br">
      <Button
        type="text"
        size="small"
        icon={<IconLanguage />}
        data-testid="language-switch"
        className={tone === 'light' ? 'pp-language-light' : undefined}
      >
        {LANGUAGE_NAMES[value]}
      </Button>
    </Dropdown>
  );
}

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
