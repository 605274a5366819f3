import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import enUS from '@arco-design/web-react/es/locale/en-US';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import { createAppRouter } from '../router/routes.tsx';
import { loadAreaCatalogs } from '../i18n/shell-i18n.ts';
import { ServicesProvider, type AppServices } from './services.tsx';
import { AppEngineProvider } from '../engine/app-engine-provider.tsx';

/** Arco's own texts (pagination, empty states, modal buttons) follow the shell language. */
function ArcoLocale({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  return <ConfigProvider locale={i18n.language.startsWith('en') ? enUS : zhCN}>{children}</ConfigProvider>;
}

export function AppRoot({ services }: { services: AppServices }) {
  const [router] = useState(() => createAppRouter(() => loadAreaCatalogs(services.i18n)));
  return (
    <ServicesProvider services={services}>
      <AppEngineProvider>
        <I18nextProvider i18n={services.i18n}>
          <ArcoLocale>
            <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
              <RouterProvider router={router} />
            </SWRConfig>
          </ArcoLocale>
        </I18nextProvider>
      </AppEngineProvider>
    </ServicesProvider>
  );
}
