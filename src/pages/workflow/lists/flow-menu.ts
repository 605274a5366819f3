import type { Counts } from '../../../app/api/workflow-lists.ts';

/** The workflow centre's side menu entries (route segment, label key) in the spec's order. */
export const FLOW_MENU = [
  { path: 'v-todo', label: 'lists.menu.todo' },
  { path: 'v-leader', label: 'lists.menu.leader' },
  { path: 'v-done', label: 'lists.menu.done' },
  { path: 'v-request', label: 'lists.menu.request' },
  { path: 'v-flowList', label: 'lists.menu.flowList' },
  { path: 'v-todoRead', label: 'lists.menu.todoRead' },
  { path: 'v-doneRead', label: 'lists.menu.doneRead' },
  { path: 'v-myRead', label: 'lists.menu.myRead' },
  { path: 'v-myDelegate', label: 'lists.menu.myDelegate' },
] as const;

export type FlowMenuPath = (typeof FLOW_MENU)[number]['path'];

/** Everything the badges show: the pushed counters plus the done and request totals. */
export type MenuCounts = Counts & { done: number; request: number };

/** Which counter an entry shows, and whether it asks for action (red) or only informs (grey). */
export const MENU_BADGES: Record<FlowMenuPath, { key: keyof MenuCounts; urgent: boolean }> = {
  'v-todo': { key: 'todo', urgent: true },
  'v-leader': { key: 'leaderTodo', urgent: true },
  'v-done': { key: 'done', urgent: false },
  'v-request': { key: 'request', urgent: false },
  'v-flowList': { key: 'draft', urgent: false },
  'v-todoRead': { key: 'todoRead', urgent: true },
  'v-doneRead': { key: 'doneRead', urgent: false },
  'v-myRead': { key: 'myRead', urgent: false },
  'v-myDelegate': { key: 'delegate', urgent: false },
};
