import { baseUrl } from './browser.ts';
import { apiCall, apiSignIn } from './workflow-api.ts';

const DEFINITIONS = '/api/form/form/definition/v1';

/** Runs `run`, then saves the definition's earlier body again when `run` saved a new version (other tests share the server). */
export async function withRestoredDefinition(kind: string, key: string, run: () => Promise<void>): Promise<void> {
  const base = baseUrl();
  const adminApi = await apiSignIn(base, 'admin');
  const before = await apiCall<{ version: number; body: Record<string, unknown> }>(base, adminApi, `${DEFINITIONS}/get?kind=${kind}&key=${key}`);
  try {
    await run();
  } finally {
    const now = await apiCall<{ version: number }>(base, adminApi, `${DEFINITIONS}/get?kind=${kind}&key=${key}`);
    if (now.version !== before.version) {
      await apiCall(base, adminApi, `${DEFINITIONS}/save`, { kind, body: before.body, baseVersion: now.version, comment: 'e2e: restore' });
    }
  }
}
