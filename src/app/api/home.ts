import { HOME_SUMMARY_PATH, WORKBENCH_POSITION_PATH, type HomeSummary, type WorkbenchPosition } from '../../common/api/home.ts';
import type { ApiClient } from './client.ts';

export type { HomeSummary, HomeWorkbench, WorkbenchPosition } from '../../common/api/home.ts';

/** The home page's one read beside its columns: the seven tiles and the caller's workbench. */
export const getHomeSummary = (api: ApiClient) => api.request<HomeSummary>('front', HOME_SUMMARY_PATH);

/** Remembers (on the server) where the caller dropped the workbench. */
export const saveWorkbenchPosition = (api: ApiClient, position: WorkbenchPosition) =>
  api.request<{ state: boolean; message: string }>('front', WORKBENCH_POSITION_PATH, { method: 'PUT', body: position, silent: true });
