import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TemplateListPage } from '../../../engine/list/template-list-page.tsx';

/** The data templates (schemas/template/wf*.json) of the workflow centre's lists, by name as the router mounts them. */
export const LIST_TEMPLATES = {
  todo: 'wfTodo', leader: 'wfLeaderTodo', done: 'wfDone', request: 'wfRequest',
  todoRead: 'wfTodoRead', doneRead: 'wfDoneRead', myRead: 'wfMyRead', myDelegate: 'wfDelegate',
} as const;

/** One list on the engine; a standalone /{page}/{defKey} page lists that flow only. */
function FlowList({ alias }: { alias: string }) {
  const { defKey } = useParams();
  return <TemplateListPage alias={alias} params={defKey ? { defKey } : undefined} />;
}

const page = (alias: string): ComponentType => () => <FlowList alias={alias} />;

export const LIST_PAGES: Record<keyof typeof LIST_TEMPLATES, ComponentType> = {
  todo: page(LIST_TEMPLATES.todo), leader: page(LIST_TEMPLATES.leader), done: page(LIST_TEMPLATES.done), request: page(LIST_TEMPLATES.request),
  todoRead: page(LIST_TEMPLATES.todoRead), doneRead: page(LIST_TEMPLATES.doneRead), myRead: page(LIST_TEMPLATES.myRead), myDelegate: page(LIST_TEMPLATES.myDelegate),
};

/** /flow/todo: the whole to-do list on its own page, titled 全部待办. */
export function FullTodoPage() {
  const { t } = useTranslation('workflow');
  return <TemplateListPage alias={LIST_TEMPLATES.todo} title={t('lists.fullTodoTitle')} />;
}
