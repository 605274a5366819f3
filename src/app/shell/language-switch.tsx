import { Button, Dropdown, Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import { IconLanguage } from '@arco-design/web-react/icon';
import './language-switch.css';
import { LANGUAGES, type Language } from '../../common/i18n/languages.ts';
import { LANGUAGE_NAMES } from './use-language-switch.ts';

export { LANGUAGE_NAMES, useLanguageSwitch } from './use-language-switch.ts';

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
