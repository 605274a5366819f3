import type { HostName } from '../../common/hosts.ts';

/** What `GET /config.json` returns: host prefixes and defaults the browser needs before any call. */
export interface RuntimeConfig {
  hosts: Partial<Record<HostName, string>>;
  defaultTenantCode: string;
  /** Overrides every user's idle timeout when present (tests shorten it this way). */
  idleTimeoutMs?: number;
  idleCheckMs?: number;
}

export const DEFAULT_IDLE_CHECK_MS = 30_000;

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`GET /config.json failed with HTTP ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  if (!config || typeof config.hosts !== 'object') throw new Error('/config.json has no hosts');
  return config;
}

/** `/api/<host>/<path>?query`. A host missing from the runtime config is a programming or deployment error. */
export function hostUrl(
  config: Pick<RuntimeConfig, 'hosts'>,
  host: HostName,
  path: string,
  query?: Record<string, string | number | boolean | null | undefined>,
): string {
  const prefix = config.hosts[host];
  if (!prefix) throw new Error(`Host "${host}" is not in the runtime config`);
  const base = `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (!query) return base;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}
