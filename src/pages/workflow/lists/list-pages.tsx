import type { ComponentType } from 'react';
import { DelegateListPage } from './delegate-list-page.tsx';
import { DoneListPage } from './done-list-page.tsx';
import { NoticeListPage } from './notice-list-page.tsx';
import { RequestListPage } from './request-list-page.tsx';
import { TodoListPage } from './todo-list-page.tsx';

/** Every list of the workflow centre by name, as the router mounts them. */
export const LIST_PAGES: Record<'todo' | 'leader' | 'done' | 'request' | 'todoRead' | 'doneRead' | 'myRead' | 'myDelegate', ComponentType> = {
  todo: () => <TodoListPage />,
  leader: () => <TodoListPage leaderList />,
  done: DoneListPage,
  request: RequestListPage,
  todoRead: () => <NoticeListPage box="todoRead" />,
  doneRead: () => <NoticeListPage box="doneRead" />,
  myRead: () => <NoticeListPage box="myRead" />,
  myDelegate: DelegateListPage,
};

/** /flow/todo: the whole to-do list on its own page. */
export const FullTodoPage = () => <TodoListPage full />;
