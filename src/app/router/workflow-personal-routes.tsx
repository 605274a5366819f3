import type { ReactNode } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from './root-route.tsx';

const handle = (titleKey: string): RouteHandle => ({ titleKey });

type Mode = 'add' | 'edit' | 'get';

/** A lazy page of the personal area; `mode` tells a form page whether it adds, edits or only shows. */
const page = <M extends Mode>(path: string, titleKey: string, load: () => Promise<{ Component: (props: { mode: M }) => ReactNode }>, mode?: M): RouteObject => ({
  path,
  handle: handle(`workflow:personal.${titleKey}`),
  lazy: async () => {
    const { Component } = await load();
    return { Component: () => <Component mode={mode ?? ('get' as M)} /> };
  },
});

/** A personal list: the engine's list of a shipped template (schemas/template), its extensions from the personal layout's registry. */
const list = (path: string, titleKey: string, alias: string, testId: string): RouteObject => ({
  path,
  handle: handle(`workflow:personal.${titleKey}`),
  lazy: async () => {
    const { PersonalTemplateList } = await import('../personal/personal-template-list.tsx');
    return { Component: () => <PersonalTemplateList alias={alias} testId={testId} /> };
  },
});

// The add / edit / view pages are forms of the engine (schemas/form/personal*.json) on the personal record page.
const forms = () => import('../../pages/personal/personal-forms.tsx');
const itemForm = async () => ({ Component: (await forms()).ApprovalItemFormPage });
const agentForm = async () => ({ Component: (await forms()).AgentFormPage });
const secretaryForm = async () => ({ Component: (await forms()).SecretaryEditPage });
const deputyPage = async () => ({ Component: (await import('../../pages/personal/deputies/deputy-page.tsx')).DeputyPage });
const deputySetting = async () => ({ Component: (await forms()).DeputySettingPage });

/** Routes drawn inside the main layout: /v-personal (default v-approvalItem) and its add / edit / view pages, beside the side menu. */
export const personalRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('../../pages/personal/personal-layout.tsx')).PersonalLayout }),
    children: [
      { path: 'v-personal', loader: () => redirect('/v-personal/v-approvalItem'), Component: () => null },
      list('v-personal/v-approvalItem', 'menu.approvalItem', 'personalApprovalItems', 'approval-item-list'),
      page('approvalItem/approvalItemAdd', 'item.addTitle', itemForm, 'add'),
      page('approvalItem/approvalItemEdit/:id', 'item.editTitle', itemForm, 'edit'),
      page('approvalItem/approvalItemGet/:id', 'item.viewTitle', itemForm, 'get'),
      list('v-personal/v-agent', 'menu.agent', 'personalAgents', 'agent-list'),
      page('agent/agentAdd', 'agent.addTitle', agentForm, 'add'),
      page('agent/agentEdit/:id', 'agent.editTitle', agentForm, 'edit'),
      page('agent/agentGet/:id', 'agent.viewTitle', agentForm, 'get'),
      list('v-personal/v-secretary', 'menu.secretary', 'personalSecretaries', 'secretary-list'),
      page('secretary/secretaryEdit', 'secretary.addTitle', secretaryForm, 'add'),
      page('secretary/secretaryEdit/:id', 'secretary.editTitle', secretaryForm, 'edit'),
      page('v-personal/v-bpmDeputy', 'menu.deputy', deputyPage),
      page('bpmDeputy/bpmDeputySetting', 'deputy.settingTitle', deputySetting, 'add'),
      page('bpmDeputy/bpmDeputySetting/:id', 'deputy.settingTitle', deputySetting, 'edit'),
    ],
  },
  // The home-page layout designer (我的布局) takes the whole width, beside no side menu.
  {
    path: 'v-personal/v-myLayout',
    handle: handle('engine:home.my.title'),
    lazy: async () => ({ Component: (await import('../../pages/home/layout/my-layout-page.tsx')).MyLayoutPage }),
  },
];

/** Routes drawn without the main layout (popups, print views). */
export const personalBareRoutes: RouteObject[] = [];
