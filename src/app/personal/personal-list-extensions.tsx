import useSWR from 'swr';
import { Message, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { QueryFilter } from '../../common/query/query-filter.ts';
import type { Formatter } from '../../engine/registry/formatters.tsx';
import type { ListCall, RowAction, RowActionContext } from '../../engine/list/extensions/types.ts';
import type { ApiClient } from '../api/client.ts';
import type { TemplatePage, TemplateRow } from '../api/forms.ts';
import { listFlows, secretaryLeaders } from '../api/workflow-lists.ts';
import {
  listAgents, listApprovalItems, listSecretaries, removeAgents, removeApprovalItems, removeSecretaries, type Done, type Page,
} from '../api/workflow-personal.ts';
import { useServices } from '../shell/services.tsx';

/**
 * The personal-office lists (审批常用语, 委托代理, 秘书设置: templates personalApprovalItems, personalAgents,
 * personalSecretaries under schemas/template) as engine extension points: the calls that read their rows, the
 * removals their 删除 buttons run, the cells that name flows and states, and the "I am secretary of" panel. The
 * endpoints keep every rule (only one's own rows, public phrases unchangeable, no self-delegation or circles).
 */

/** Enough for every deployed flow of a tenant in one read. */
const ALL_FLOWS = 500;

const filterOf = (body: { queryFilter?: QueryFilter }): QueryFilter => body.queryFilter ?? { pageBean: { page: 1, pageSize: 10, showTotal: true } };
const asTemplatePage = <R extends object>(page: Page<R>): TemplatePage => ({ ...page, total: page.total ?? page.rows.length, rows: page.rows as unknown as TemplateRow[] });

/** The deployed flows' names by key (one read for every cell of the page). */
function useFlowNames(): (key: string) => string {
  const { api } = useServices();
  const read = useSWR(['personal-flow-options'], () => listFlows(api, { pageBean: { page: 1, pageSize: ALL_FLOWS } }), { revalidateOnFocus: false });
  const names = new Map((read.data?.rows ?? []).map((f) => [f.defKey, f.name]));
  return (key) => names.get(key) ?? key;
}

/** One flow (an approval phrase's scope): its name, or 所有流程 when the value is empty. */
function FlowNameCell({ value }: { value: unknown }) {
  const { t } = useTranslation('workflow');
  const nameOf = useFlowNames();
  return <>{typeof value === 'string' && value ? nameOf(value) : t('personal.item.scopeAll')}</>;
}

/** The flows a rule covers (agents, secretaries): their names, or 全部流程 when the rule names none. */
function FlowScopeCell({ value }: { value: unknown }) {
  const { t, i18n } = useTranslation('workflow');
  const nameOf = useFlowNames();
  if (!Array.isArray(value)) return <>{t('personal.allFlows')}</>;
  return <>{value.map((key) => nameOf(String(key))).join(i18n.language === 'en-US' ? ', ' : '、')}</>;
}

function ItemOwnerCell({ value }: { value: unknown }) {
  const { t } = useTranslation('workflow');
  return value === true ? <Tag color="arcoblue">{t('personal.item.public')}</Tag> : <Tag>{t('personal.item.mine')}</Tag>;
}

function EnabledStateCell({ value }: { value: unknown }) {
  const { t } = useTranslation('workflow');
  return <Tag color={value === true ? 'green' : 'gray'}>{t(value === true ? 'personal.enabled' : 'personal.disabled')}</Tag>;
}

/** Cell renderers a personal template's display fields name (`formatter`). */
export const personalFormatters: Readonly<Record<string, Formatter>> = {
  flowName: (value) => <FlowNameCell value={value} />,
  flowScope: (value) => <FlowScopeCell value={value} />,
  itemOwner: (value) => <ItemOwnerCell value={value} />,
  enabledState: (value) => <EnabledStateCell value={value} />,
};

/** Above the secretaries: the leaders the caller is secretary of (nothing when none). */
export function SecretaryLeadersPanel() {
  const { t, i18n } = useTranslation('workflow');
  const { api } = useServices();
  const leaders = useSWR(['personal-leaders-of-me'], () => secretaryLeaders(api));
  if (!leaders.data?.length) return null;
  const names = leaders.data.map((l) => l.name).join(i18n.language === 'en-US' ? ', ' : '、');
  return <div className="pp-list-panel" data-testid="secretary-leaders">{t('personal.secretary.leadersOfMe', { names })}</div>;
}

/** A removal over the rows' ids: the server's message as a toast, then the rows again; a refusal throws (the list shows it). */
function remover(remove: (ids: string[]) => Promise<Done>): RowAction {
  const run = async (rows: readonly TemplateRow[], reload: () => void) => {
    try {
      Message.success((await remove(rows.map((r) => String(r.id)))).message);
    } finally {
      reload();
    }
  };
  return {
    run: (ctx: RowActionContext) => run([ctx.row], ctx.reload),
    runMany: (ctx: { rows: readonly TemplateRow[]; reload: () => void }) => run(ctx.rows, ctx.reload),
  } as RowAction;
}

/** The calls and row actions of the personal templates, bound to the app's API client. */
export function personalListExtensions(api: ApiClient): { listCalls: Record<string, ListCall>; rowActions: Record<string, RowAction> } {
  return {
    listCalls: {
      personalApprovalItems: async (body) => asTemplatePage(await listApprovalItems(api, filterOf(body))),
      personalAgents: async (body) => asTemplatePage(await listAgents(api, filterOf(body))),
      personalSecretaries: async (body) => asTemplatePage(await listSecretaries(api, filterOf(body))),
    },
    rowActions: {
      personalRemoveApprovalItems: remover((ids) => removeApprovalItems(api, ids)),
      personalRemoveAgents: remover((ids) => removeAgents(api, ids)),
      personalRemoveSecretaries: remover((ids) => removeSecretaries(api, ids)),
    },
  };
}
