/**
 * Hand-written pages a menu entry may open (the client's routes the shipped menus point at: src/app/router and
 * src/server/db/seed/demo-menus.ts), by the key of their name in `menuDesigner.pages`.
 */
export const MENU_PAGES: ReadonlyArray<{ id: string; path: string }> = [
  { id: 'home', path: '/home' },
  { id: 'todo', path: '/v-flow/v-todo' },
  { id: 'leaderTodo', path: '/v-flow/v-leader' },
  { id: 'done', path: '/v-flow/v-done' },
  { id: 'requests', path: '/v-flow/v-request' },
  { id: 'startFlow', path: '/v-flow/v-flowList' },
  { id: 'toRead', path: '/v-flow/v-todoRead' },
  { id: 'read', path: '/v-flow/v-doneRead' },
  { id: 'circulations', path: '/v-flow/v-myRead' },
  { id: 'delegations', path: '/v-flow/v-myDelegate' },
  { id: 'mail', path: '/v-mail/v-mailList' },
  { id: 'contacts', path: '/v-mail/v-linkmanList' },
  { id: 'mailSettings', path: '/v-mail/v-settingList' },
  { id: 'approvalPhrases', path: '/v-personal/v-approvalItem' },
  { id: 'agents', path: '/v-personal/v-agent' },
  { id: 'secretaries', path: '/v-personal/v-secretary' },
  { id: 'deputies', path: '/v-personal/v-bpmDeputy' },
  { id: 'myLayout', path: '/v-personal/v-myLayout' },
  { id: 'news', path: '/newsList/0' },
  { id: 'notices', path: '/newsList/1' },
  { id: 'meetings', path: '/meetingList/0' },
  { id: 'school', path: '/univ' },
  { id: 'definitions', path: '/admin/definitions' },
  { id: 'flowTypes', path: '/admin/flow-types' },
  { id: 'dictionaries', path: '/admin/dictionaries' },
];
