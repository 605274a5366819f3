import type {
  DefinitionDiff, DefinitionHistoryRow, DefinitionSaved, DefinitionSummary, DefinitionValidation, DefinitionVersion,
} from '../../common/api/definitions.ts';
import type { DefinitionKind } from '../../common/definitions/versions.ts';
import type { ApiClient } from './client.ts';

const base = '/form/definition/v1';

export function listDefinitions(api: ApiClient, kind: DefinitionKind) {
  return api.request<DefinitionSummary[]>('form', `${base}/list`, { query: { kind } });
}

export function getDefinitionVersion(api: ApiClient, kind: DefinitionKind, key: string, version?: number) {
  return api.request<DefinitionVersion>('form', `${base}/get`, { query: { kind, key, version } });
}

/** Server-side validation (meta schema and references); problems carry JSON pointers. */
export function validateDefinition(api: ApiClient, kind: DefinitionKind, body: unknown) {
  return api.request<DefinitionValidation>('form', `${base}/validate`, { method: 'POST', body: { kind, body }, silent: true });
}

/** Saves as a new version; baseVersion is the version edited (0 for a new definition); a stale base is a 409. */
export function saveDefinition(api: ApiClient, kind: DefinitionKind, body: unknown, baseVersion: number, comment?: string) {
  return api.request<DefinitionSaved>('form', `${base}/save`, { method: 'POST', body: { kind, body, baseVersion, comment }, silent: true });
}

export function definitionHistory(api: ApiClient, kind: DefinitionKind, key: string) {
  return api.request<DefinitionHistoryRow[]>('form', `${base}/history`, { query: { kind, key } });
}

export function diffDefinitionVersions(api: ApiClient, kind: DefinitionKind, key: string, from: number, to: number) {
  return api.request<DefinitionDiff>('form', `${base}/diff`, { query: { kind, key, from, to } });
}

export function rollbackDefinition(api: ApiClient, kind: DefinitionKind, key: string, version: number, baseVersion: number) {
  return api.request<DefinitionSaved>('form', `${base}/rollback`, { method: 'POST', body: { kind, key, version, baseVersion }, silent: true });
}
