import type { EngineRegistry } from '../../engine/registry/registry.ts';
import { defaultRegistry, extendRegistry } from '../../engine/registry/registry.ts';
import type { AppServices } from '../shell/services.tsx';
import { workflowCells } from '../workflow/list-extensions/cells.tsx';
import { workflowListCalls } from '../workflow/list-extensions/list-calls.ts';
import { workflowRefreshers } from '../workflow/list-extensions/refreshers.tsx';
import { workflowRowActions } from '../workflow/list-extensions/row-actions.tsx';
import { personalFormatters, personalListExtensions, SecretaryLeadersPanel } from '../personal/personal-list-extensions.tsx';
import { sharedPatentActions, sharedPatentFormatters } from '../patents/shared-patent-extensions.tsx';
import { groupFavouriteActions, groupTreeSource } from '../patents/group-favourite-extensions.tsx';
import { maintenanceActions } from '../maintenance/maintenance-actions.tsx';
import { agencyActions } from '../agency/agency-actions.tsx';
import { bulletinActions } from '../market/bulletin-actions.ts';
import { documentActions } from '../market/document-actions.tsx';
import { marketActions } from '../market/market-actions.tsx';
import '../workflow/list-extensions/list-extensions.css';

/**
 * The engine registry of the whole app, built once at the root (AppEngineProvider): the engine's own formatters and
 * controls plus every extension the shipped definitions name — the workflow lists' calls, row actions, cells and
 * refreshers, the personal lists' calls, removals, cells and panel, the shares list's link and removal, the group
 * favourites' tree and their toolbar actions, 年费维护's row actions, the agency cases', 公告管理's, 专利文档's and the
 * results marketplace's row actions. Any route that draws a template (its own page,
 * /template/preview/{alias}, the admin's live preview, a home column) finds them.
 */
export function createAppRegistry({ api, i18n }: Pick<AppServices, 'api' | 'i18n'>): EngineRegistry {
  const personal = personalListExtensions(api);
  return extendRegistry(defaultRegistry, {
    formatters: { ...workflowCells, ...personalFormatters, ...sharedPatentFormatters },
    listCalls: { ...workflowListCalls(api), ...personal.listCalls },
    rowActions: {
      ...workflowRowActions(api), ...personal.rowActions, ...sharedPatentActions(api, () => i18n.t('patents:operationSucceeded')), ...agencyActions(api),
      ...groupFavouriteActions(api, i18n), ...maintenanceActions(api), ...bulletinActions(api), ...documentActions, ...marketActions(api),
    },
    treeSources: { groupCollectTree: groupTreeSource(api) },
    refreshers: workflowRefreshers,
    listPanels: { secretaryLeaders: SecretaryLeadersPanel },
  });
}
