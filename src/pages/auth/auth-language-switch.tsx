import { useEffect, useRef, useState } from 'react';
import { Button } from '@arco-design/web-react';
import { IconLanguage } from '@arco-design/web-react/icon';
import { LANGUAGES, type Language } from '../../common/i18n/languages.ts';
import { LANGUAGE_NAMES } from '../../app/shell/use-language-switch.ts';
import '../../app/shell/language-switch.css';

export interface AuthLanguageSwitchProps {
  value: Language;
  onChange: (language: Language) => void;
}

/**
 * The sign-in pages' language picker: the shell's button and options (same test ids) in a plain list, so the login
 * bundle does without Arco's Dropdown, Menu and Tooltip (bench/client-size.mjs budget).
 */
export function AuthLanguageSwitch({ value, onChange }: AuthLanguageSwitchProps) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="pp-auth-language" ref={box}>
      <Button type="text" size="small" icon={<IconLanguage />} className="pp-language-light" aria-haspopup="listbox" aria-expanded={open}
        onClick={() => setOpen((o) => !o)} data-testid="language-switch">
        {LANGUAGE_NAMES[value]}
      </Button>
      {open ? (
        <ul className="pp-auth-language-list" role="listbox">
          {LANGUAGES.map((language) => (
            <li key={language} role="option" aria-selected={language === value}>
              <button type="button" className={language === value ? 'selected' : undefined} data-testid={`language-option-${language}`}
                onClick={() => {
                  setOpen(false);
                  if (language !== value) onChange(language);
                }}>
                {LANGUAGE_NAMES[language]}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
