// Arco's Message / Modal / Notification need the React 19 adapter before anything renders.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import enUS from '@arco-design/web-react/es/locale/en-US';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../src/app/i18n/i18n.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../src/common/i18n/languages.ts';

const arcoLocales = { 'zh-CN': zhCN, 'en-US': enUS } as const;
// One i18next instance over the app's catalogs (src/common/i18n/resources.ts); the toolbar switches it.
const i18n = createI18n(DEFAULT_LANGUAGE);

const withLocale: Decorator = (Story, context) => {
  const requested = context.globals.locale as string | undefined;
  const language: Language = (LANGUAGES as readonly string[]).includes(requested ?? '') ? (requested as Language) : DEFAULT_LANGUAGE;
  // Resources are bundled, so the switch is synchronous and this render already uses the new language.
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={arcoLocales[language]}>
        <Story />
      </ConfigProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the portal',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文' },
          { value: 'en-US', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LANGUAGE },
  decorators: [withLocale],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
