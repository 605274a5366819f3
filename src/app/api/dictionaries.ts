import type { AllDicts, DictItem } from '../../common/api/system.ts';
import type { AppServices } from '../shell/services.tsx';
import type { ApiClient } from './client.ts';

/** What the cache keeps per tenant and language in local storage. */
interface Stored { version: number; dicts: AllDicts['dicts'] }

export interface DictionaryCacheDeps {
  api: ApiClient;
  /** Local storage (none: memory only). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  tenantCode: () => string | null | undefined;
  language: () => string;
}

export const DICT_STORAGE_PREFIX = 'dicts:';

/**
 * The browser's copy of the tenant's dictionaries (workflow-office.md section 9: the cache in local storage is
 * valid only while its stored version equals the current version). The current version (sys_property
 * dictVersion) is asked once, then again only after `revalidate()` (the window regained focus) or when a
 * dictionary command reported a new one (`noteVersion`); while it equals the stored copy's, no dictionary is
 * fetched. Every dictionary consumer of the client reads through this one cache.
 */
export class DictionaryCache {
  private currentVersion: Promise<number | null> | null = null;
  private readonly memory = new Map<string, Stored>();
  private readonly inflight = new Map<string, Promise<Stored>>();

  constructor(private readonly deps: DictionaryCacheDeps) {}

  /** Every dictionary by type key (disabled entries marked, for labels of records that hold them). */
  async all(): Promise<AllDicts['dicts']> {
    const key = `${DICT_STORAGE_PREFIX}${this.deps.tenantCode() ?? ''}:${this.deps.language()}`;
    const version = await this.version();
    const held = this.memory.get(key) ?? this.read(key);
    // No version known (the visitor may not read properties): the copy this page fetched stays until a revalidation.
    if (held && (version === null ? this.memory.has(key) : held.version === version)) {
      this.memory.set(key, held);
      return held.dicts;
    }
    return (await this.fetch(key)).dicts;
  }

  /** One dictionary's entries in order; disabled ones only when asked (labels), never as choices. */
  async items(typeKey: string, options: { withDisabled?: boolean } = {}): Promise<DictItem[]> {
    const items = (await this.all())[typeKey] ?? [];
    return options.withDisabled ? items : items.filter((i) => !i.disabled);
  }

  /** Asks the server for the current version again on the next read. */
  revalidate(): void {
    this.currentVersion = null;
  }

  /** A dictionary command answered with the tenant's new version: copies older than it are dropped on the next read. */
  noteVersion(version: number): void {
    this.currentVersion = Promise.resolve(version);
  }

  private version(): Promise<number | null> {
    this.currentVersion ??= this.deps.api.request<{ value: unknown }>('portal', '/sys/sysProperties/v1/getDecryptByAlias', { query: { alias: 'dictVersion' }, silent: true })
      .then((reply) => (Number.isInteger(Number(reply.value)) ? Number(reply.value) : 0), () => null);
    return this.currentVersion;
  }

  private fetch(key: string): Promise<Stored> {
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.deps.api.request<AllDicts>('portal', '/sys/dataDict/v1/all/dict', { method: 'POST', body: {} }).then((reply) => {
        const stored = { version: reply.version, dicts: reply.dicts };
        this.memory.set(key, stored);
        try {
          this.deps.storage?.setItem(key, JSON.stringify(stored));
        } catch {
          // A full or refused local storage leaves the copy in memory only.
        }
        // The set may have changed since the version was asked: the reply's version is the current one now.
        this.currentVersion = Promise.resolve(reply.version);
        return stored;
      }).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  private read(key: string): Stored | undefined {
    try {
      const parsed = JSON.parse(this.deps.storage?.getItem(key) ?? 'null') as Partial<Stored> | null;
      return parsed && Number.isInteger(parsed.version) && parsed.dicts && typeof parsed.dicts === 'object' ? parsed as Stored : undefined;
    } catch {
      return undefined;
    }
  }
}

const caches = new WeakMap<ApiClient, DictionaryCache>();

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The app's dictionary cache (one per API client), revalidated when the window regains focus. */
export function dictionariesOf(services: Pick<AppServices, 'api' | 'session' | 'i18n'>): DictionaryCache {
  let cache = caches.get(services.api);
  if (!cache) {
    const created = new DictionaryCache({
      api: services.api, storage: browserStorage(),
      tenantCode: () => services.session.get()?.user.tenantCode ?? services.session.tenantCode,
      language: () => services.i18n.language,
    });
    if (typeof window !== 'undefined') window.addEventListener('focus', () => created.revalidate());
    caches.set(services.api, created);
    cache = created;
  }
  return cache;
}
