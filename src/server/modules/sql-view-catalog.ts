import { registerSqlViews } from './forms/sql-view-registry.ts';
import { FORM_SQL_VIEWS } from './forms/sql-views.ts';
import { PATENT_QUERY_VIEWS } from './forms/patent-query-views.ts';
import { PATENT_LIBRARY_VIEWS } from './patents/library-views.ts';
import { BULLETIN_VIEWS } from './bulletins/bulletin-views.ts';
import { MAINTENANCE_VIEWS } from './maintenance/maintenance-views.ts';
import { AGENCY_VIEWS } from './agency/agency-views.ts';
import { STATISTICS_VIEWS } from './statistics/statistics-views.ts';
import { MARKET_VIEWS } from './market/market-views.ts';

/**
 * Startup: every module's SQL views registered by alias (imported for this effect by the app and by the definition
 * checks). The view modules import only the registry's types, so they do not import one another.
 */
registerSqlViews(PATENT_LIBRARY_VIEWS);
registerSqlViews(PATENT_QUERY_VIEWS);
registerSqlViews(FORM_SQL_VIEWS);
registerSqlViews(BULLETIN_VIEWS);
registerSqlViews(MAINTENANCE_VIEWS);
registerSqlViews(AGENCY_VIEWS);
registerSqlViews(STATISTICS_VIEWS);
registerSqlViews(MARKET_VIEWS);
