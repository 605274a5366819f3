import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { QueryCondition } from '../../common/query/query-filter.ts';
import { DefinitionBoundary } from '../registry/definition-boundary.tsx';
import { useEngineIfAny, useFlowChanged } from '../provider/engine-provider.tsx';
import { ListView, type ListIntent } from './list-view.tsx';
import { ApiListSource, type ListSource } from './list-source.tsx';
import { useListController, type ListParams } from './use-list-controller.ts';
import { fillRowUrl, formPath, groupOf } from './list-paths.ts';
import type { TreeNode } from './extensions/types.ts';

export interface TemplateListPageProps {
  alias: string;
  extraConditions?: readonly QueryCondition[];
  initialQuery?: Readonly<Record<string, unknown>>;
  params?: ListParams;
  /** Drawn above the search bar. */
  header?: ReactNode;
  toolbarExtra?: ReactNode;
  /** The route group add / edit / detail stay in (`/{group}/template/form/...`); defaults to the current path's. */
  group?: string;
  source?: ListSource;
  /** Rows only (no search bar or toolbar), `pageSize` to a page: a home column's body. */
  compact?: boolean;
  pageSize?: number;
  /** Replaces the template's name as the list's title (`showTitle`). */
  title?: string;
}

function TemplateList({ alias, extraConditions, initialQuery, params, header, toolbarExtra, group, source, compact, pageSize, title }: TemplateListPageProps) {
  // A template's side tree: the chosen node's conditions join the query (a compact list draws no tree and waits for none).
  const [node, setNode] = useState<TreeNode | null>(null);
  const conditions = node?.conditions.length ? [...(extraConditions ?? []), ...node.conditions] : extraConditions;
  const list = useListController(alias, {
    extraConditions: conditions, initialQuery, params, source, pageSize, treeChosen: Boolean(compact || node?.conditions.length),
  });
  const navigate = useNavigate();
  const location = useLocation();
  const engine = useEngineIfAny();
  // The shell's process popup; standalone (a story with a memory source) the page opens in place.
  const openProcessWindow = (url: string) => (engine ? engine.openProcessWindow(url) : navigate(url));
  const routeGroup = group ?? groupOf(location.pathname);
  // A list showing its rows' approvals reads them again when a process popup it opened reports a change.
  useFlowChanged(list.reload, Boolean(list.info?.template.flow));

  const onNavigate = (intent: ListIntent) => {
    switch (intent.type) {
      case 'add':
        return navigate(formPath(routeGroup, alias, 'add'));
      case 'edit':
        return navigate(formPath(routeGroup, alias, 'edit', String(intent.row.id)));
      case 'detail':
        return navigate(formPath(routeGroup, alias, 'get', String(intent.row.id)));
      case 'startFlow': {
        const query = intent.row ? `?businessKey=${encodeURIComponent(String(intent.row.id))}&templateAlias=${encodeURIComponent(alias)}` : '';
        return navigate(`/agentStartByKey/${encodeURIComponent(intent.flowKey)}${query}`, { state: { row: intent.row, templateAlias: alias } });
      }
      case 'url': {
        const url = fillRowUrl(intent.url, intent.row);
        if (/^https?:\/\//i.test(url)) return void window.open(url, '_blank', 'noopener');
        // A process page (instance, task, copy) in the popup window, which reports its changes back.
        if (intent.popup) return void openProcessWindow(url);
        return navigate(url);
      }
      case 'instance':
        return void openProcessWindow(`/inst/${encodeURIComponent(intent.instId)}`);
    }
  };

  return (
    <ListView list={list} onNavigate={onNavigate} header={header} toolbarExtra={toolbarExtra} compact={compact} title={title}
      treeNode={node} onTreeNode={setNode} />
  );
}

/** A data template's list page: controller, Arco view, navigation to the form routes; a broken definition shows an error here. */
export function TemplateListPage(props: TemplateListPageProps) {
  const list = <TemplateList key={props.alias} {...props} />;
  return (
    <DefinitionBoundary what={`template ${props.alias}`}>
      {props.source ? list : <ApiListSource>{list}</ApiListSource>}
    </DefinitionBoundary>
  );
}
