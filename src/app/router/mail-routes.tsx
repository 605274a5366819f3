import type { ReactNode } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from './root-route.tsx';

const handle = (titleKey: string): RouteHandle => ({ titleKey });

type Mode = 'add' | 'edit' | 'get';

/** A lazy page of the mail area; `mode` tells a form page whether it adds, edits or only shows. */
const page = (path: string, titleKey: string, load: () => Promise<{ Component: (props: { mode: Mode }) => ReactNode }>, mode: Mode = 'get'): RouteObject => ({
  path,
  handle: handle(`mail:title.${titleKey}`),
  lazy: async () => {
    const { Component } = await load();
    return { Component: () => <Component mode={mode} /> };
  },
});

const mailList = async () => ({ Component: (await import('../../pages/mail/mail-list-page.tsx')).MailListPage });
const mailRead = async () => ({ Component: (await import('../../pages/mail/mail-read-page.tsx')).MailReadPage });
const mailCompose = async () => ({ Component: (await import('../../pages/mail/mail-compose-page.tsx')).MailComposePage });
const linkmanList = async () => ({ Component: (await import('../../pages/mail/linkman-list-page.tsx')).LinkmanListPage });
const linkmanForm = async () => ({ Component: (await import('../../pages/mail/linkman-form-page.tsx')).LinkmanFormPage });
const settingList = async () => ({ Component: (await import('../../pages/mail/setting-list-page.tsx')).SettingListPage });
const settingForm = async () => ({ Component: (await import('../../pages/mail/setting-form-page.tsx')).SettingFormPage });

/** /v-mail (default v-mailList) and the mail pages of the spec, beside the mail side menu, inside the main layout. */
export const mailRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('../../pages/mail/mail-layout.tsx')).MailLayout }),
    children: [
      { path: 'v-mail', loader: () => redirect('/v-mail/v-mailList'), Component: () => null },
      page('v-mail/v-mailList', 'list', mailList),
      page('mail/mailGet/:id', 'read', mailRead),
      page('mail/mailAdd', 'add', mailCompose, 'add'),
      page('mail/mailEdit/:id', 'edit', mailCompose, 'edit'),
      page('v-mail/v-linkmanList', 'linkmanList', linkmanList),
      page('mail/linkmanEdit', 'linkmanAdd', linkmanForm, 'add'),
      page('mail/linkmanEdit/:id', 'linkmanEdit', linkmanForm, 'edit'),
      page('mail/linkmanGet/:id', 'linkmanGet', linkmanForm, 'get'),
      page('v-mail/v-settingList', 'settingList', settingList),
      page('mail/settingAdd', 'settingAdd', settingForm, 'add'),
      page('mail/settingEdit/:id', 'settingEdit', settingForm, 'edit'),
      page('mail/settingGet/:id', 'settingGet', settingForm, 'get'),
    ],
  },
];
