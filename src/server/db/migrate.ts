import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as foundation from './migrations/0001-foundation.ts';
import * as authSessionPasswordState from './migrations/0002-auth-session-password-state.ts';
import * as patents from './migrations/0010-patents.ts';
import * as collections from './migrations/0011-collections.ts';
import * as sharesMessagesBulletins from './migrations/0012-shares-messages-bulletins.ts';
import * as patentFeesStatistics from './migrations/0013-patent-fees-statistics.ts';
import * as patentLibraryViews from './migrations/0014-patent-library-views.ts';
import * as definitions from './migrations/0020-definitions.ts';
import * as boRecordMatching from './migrations/0021-bo-record-matching.ts';
import * as files from './migrations/0022-files.ts';
import * as feeDeadlineView from './migrations/0023-fee-deadline-view.ts';
import * as patentManagementData from './migrations/0024-patent-management-data.ts';
import * as workflow from './migrations/0030-workflow.ts';
import * as workflowActions from './migrations/0031-workflow-actions.ts';
import * as workflowListColumns from './migrations/0032-workflow-list-columns.ts';
import * as patentKeywordMatch from './migrations/0040-patent-keyword-match.ts';
import * as flowTypes from './migrations/0041-flow-types.ts';
import * as authSessionLive from './migrations/0042-auth-session-live.ts';
import * as workflowLookupIndexes from './migrations/0043-workflow-lookup-indexes.ts';
import * as messageTypeDict from './migrations/0044-message-type-dict.ts';
import * as patentApplyFlowKey from './migrations/0045-patent-apply-flow-key.ts';
import * as refreshGrace from './migrations/0046-refresh-grace.ts';
import * as filePublic from './migrations/0047-file-public.ts';
import * as streamTicket from './migrations/0048-stream-ticket.ts';
import * as newsMeetings from './migrations/0052-news-meetings.ts';
import * as dictAdmin from './migrations/0062-dict-admin.ts';
import * as expenseAmountInWords from './migrations/0063-expense-amount-in-words.ts';
import * as patentApplyAttachmentAccept from './migrations/0064-patent-apply-attachment-accept.ts';
import * as menuEntryTemplates from './migrations/0065-menu-entry-templates.ts';
import * as annualFeeMaintenance from './migrations/0066-annual-fee-maintenance.ts';
import * as maintenanceDefinitions from './migrations/0067-maintenance-definitions.ts';
import * as maintenanceRowActions from './migrations/0068-maintenance-row-actions.ts';
import * as feeBudgetComingYears from './migrations/0069-fee-budget-coming-years.ts';
import * as personalListTemplates from './migrations/0078-personal-list-templates.ts';
import * as groupFavouritesSideTree from './migrations/0081-group-favourites-side-tree.ts';
import * as sessionLivenessCache from './migrations/0092-session-liveness-cache.ts';
import * as keywordMatchWithoutTenantBitmap from './migrations/0091-keyword-match-without-tenant-bitmap.ts';
import * as patentCpc from './migrations/0074-patent-cpc.ts';
import * as userPreference from './migrations/0049-user-preference.ts';
import * as definitionKeyOrder from './migrations/0060-definition-key-order.ts';
import * as draftSubjectGiven from './migrations/0058-draft-subject-given.ts';
import * as mailSettings from './migrations/0070-mail-settings.ts';
import * as mail from './migrations/0071-mail.ts';
import * as mailSyncState from './migrations/0072-mail-sync-state.ts';
import * as mailLinkman from './migrations/0073-mail-linkman.ts';
import * as workflowListTemplates from './migrations/0076-workflow-list-templates.ts';
import * as maintenanceOpenFees from './migrations/0077-maintenance-open-fees.ts';
import * as agencyCases from './migrations/0085-agency-cases.ts';
import * as agencyDefinitions from './migrations/0086-agency-definitions.ts';
import * as patentGrading from './migrations/0087-patent-grading.ts';
import * as statisticsBulletinsAdmin from './migrations/0088-statistics-bulletins-admin.ts';
import * as resultsMarketplace from './migrations/0089-results-marketplace.ts';
import * as marketplaceDefinitions from './migrations/0090-marketplace-definitions.ts';
import * as newsMeetingForms from './migrations/0083-news-meeting-forms.ts';
import * as personalForms from './migrations/0095-personal-forms.ts';
import * as agencyCasePatents from './migrations/0097-agency-case-patents.ts';
import * as agencyAdministration from './migrations/0105-agency-administration.ts';
import * as holidayCalendarEditing from './migrations/0106-holiday-calendar-editing.ts';
import * as feeReductionEditing from './migrations/0107-fee-reduction-editing.ts';
import * as currentUserAnnounced from './migrations/0108-current-user-announced.ts';
import * as formDraftsSetting from './migrations/0111-form-drafts-setting.ts';
import * as gradingInputsChanged from './migrations/0112-grading-inputs-changed.ts';

/** Migrations in order; each file name is its version. Add new ones at the end, never edit a shipped one. */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-auth-session-password-state': authSessionPasswordState,
  '0010-patents': patents,
  '0011-collections': collections,
  '0012-shares-messages-bulletins': sharesMessagesBulletins,
  '0013-patent-fees-statistics': patentFeesStatistics,
  '0014-patent-library-views': patentLibraryViews,
  '0020-definitions': definitions,
  '0021-bo-record-matching': boRecordMatching,
  '0022-files': files,
  '0023-fee-deadline-view': feeDeadlineView,
  '0024-patent-management-data': patentManagementData,
  '0030-workflow': workflow,
  '0031-workflow-actions': workflowActions,
  '0032-workflow-list-columns': workflowListColumns,
  '0040-patent-keyword-match': patentKeywordMatch,
  '0041-flow-types': flowTypes,
  '0042-auth-session-live': authSessionLive,
  '0043-workflow-lookup-indexes': workflowLookupIndexes,
  '0044-message-type-dict': messageTypeDict,
  '0045-patent-apply-flow-key': patentApplyFlowKey,
  '0046-refresh-grace': refreshGrace,
  '0047-file-public': filePublic,
  '0048-stream-ticket': streamTicket,
  '0052-news-meetings': newsMeetings,
  '0062-dict-admin': dictAdmin,
  '0063-expense-amount-in-words': expenseAmountInWords,
  '0064-patent-apply-attachment-accept': patentApplyAttachmentAccept,
  '0065-menu-entry-templates': menuEntryTemplates,
  '0066-annual-fee-maintenance': annualFeeMaintenance,
  '0067-maintenance-definitions': maintenanceDefinitions,
  '0068-maintenance-row-actions': maintenanceRowActions,
  '0069-fee-budget-coming-years': feeBudgetComingYears,
  '0078-personal-list-templates': personalListTemplates,
  '0081-group-favourites-side-tree': groupFavouritesSideTree,
  '0074-patent-cpc': patentCpc,
  '0049-user-preference': userPreference,
  '0060-definition-key-order': definitionKeyOrder,
  '0058-draft-subject-given': draftSubjectGiven,
  '0070-mail-settings': mailSettings,
  '0071-mail': mail,
  '0072-mail-sync-state': mailSyncState,
  '0073-mail-linkman': mailLinkman,
  '0076-workflow-list-templates': workflowListTemplates,
  '0077-maintenance-open-fees': maintenanceOpenFees,
  '0085-agency-cases': agencyCases,
  '0086-agency-definitions': agencyDefinitions,
  '0087-patent-grading': patentGrading,
  '0088-statistics-bulletins-admin': statisticsBulletinsAdmin,
  '0089-results-marketplace': resultsMarketplace,
  '0090-marketplace-definitions': marketplaceDefinitions,
  '0083-news-meeting-forms': newsMeetingForms,
  '0092-session-liveness-cache': sessionLivenessCache,
  '0091-keyword-match-without-tenant-bitmap': keywordMatchWithoutTenantBitmap,
  '0095-personal-forms': personalForms,
  '0097-agency-case-patents': agencyCasePatents,
  '0105-agency-administration': agencyAdministration,
  '0106-holiday-calendar-editing': holidayCalendarEditing,
  '0107-fee-reduction-editing': feeReductionEditing,
  '0108-current-user-announced': currentUserAnnounced,
  '0111-form-drafts-setting': formDraftsSetting,
  '0112-grading-inputs-changed': gradingInputsChanged,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The names of every migration this release ships (the health check compares the database's record with them). */
export function migrationNames(): string[] {
  return Object.keys(migrations);
}

export async function migrateToLatest(db: Db): Promise<void> {
  // 0011..0019 arrive after 0020/0030 shipped: existing databases apply them out of name order.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
