import { describe, expect, it } from 'vitest';
import type { AllDicts } from '../../common/api/system.ts';
import type { ApiClient, RequestOptions } from './client.ts';
import { DICT_STORAGE_PREFIX, DictionaryCache } from './dictionaries.ts';

/** The server side of the two calls the cache makes: the current dictVersion and all/dict, per language. */
function server(initial: number) {
  const state = { version: initial, forbidVersion: false };
  const calls: string[] = [];
  const dicts = (lang: string): AllDicts['dicts'] => ({
    sex: [{ key: 'male', name: lang === 'en-US' ? `Male v${state.version}` : `男 v${state.version}` }, { key: 'x', name: 'X', disabled: true }],
  });
  let language = 'zh-CN';
  const api: ApiClient = {
    async request<T>(_host: string, path: string, options?: RequestOptions): Promise<T> {
      calls.push(path);
      if (path.endsWith('getDecryptByAlias')) {
        expect(options?.query).toEqual({ alias: 'dictVersion' });
        if (state.forbidVersion) throw new Error('403');
        return { alias: 'dictVersion', value: state.version } as T;
      }
      if (path.endsWith('/all/dict')) return { version: state.version, dicts: dicts(language) } as T;
      throw new Error(`unexpected ${path}`);
    },
    refresh: async () => true,
    ensureFreshToken: async () => {},
  };
  return { state, calls, api, setLanguage: (l: string) => { language = l; }, language: () => language };
}

const memoryStorage = () => {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => { map.set(k, v); } };
};

describe('DictionaryCache: the versioned local-storage cache of workflow-office.md section 9', () => {
  it('loads once; a second load while the version is unchanged makes no request, also after a page reload', async () => {
    const s = server(3);
    const storage = memoryStorage();
    const cache = new DictionaryCache({ api: s.api, storage, tenantCode: () => 'univ', language: s.language });
    expect(await cache.items('sex')).toEqual([{ key: 'male', name: '男 v3' }]);
    expect(s.calls).toEqual(['/sys/sysProperties/v1/getDecryptByAlias', '/sys/dataDict/v1/all/dict']);
    expect(JSON.parse(storage.map.get(`${DICT_STORAGE_PREFIX}univ:zh-CN`)!).version).toBe(3);

    s.calls.length = 0;
    expect(await cache.items('sex', { withDisabled: true })).toHaveLength(2);
    expect(s.calls).toEqual([]);

    // A new page: the copy in local storage serves it after one version check, without fetching the dictionaries.
    const reloaded = new DictionaryCache({ api: s.api, storage, tenantCode: () => 'univ', language: s.language });
    expect(await reloaded.items('sex')).toEqual([{ key: 'male', name: '男 v3' }]);
    expect(s.calls).toEqual(['/sys/sysProperties/v1/getDecryptByAlias']);
    s.calls.length = 0;
    await reloaded.all();
    expect(s.calls).toEqual([]);
  });

  it('refetches when the version changes (another administrator, noticed on revalidation; or its own command)', async () => {
    const s = server(3);
    const storage = memoryStorage();
    const cache = new DictionaryCache({ api: s.api, storage, tenantCode: () => 'univ', language: s.language });
    await cache.all();
    s.state.version = 4;
    s.calls.length = 0;
    expect((await cache.items('sex'))[0]!.name).toBe('男 v3');
    expect(s.calls).toEqual([]);

    cache.revalidate();
    expect((await cache.items('sex'))[0]!.name).toBe('男 v4');
    expect(s.calls).toEqual(['/sys/sysProperties/v1/getDecryptByAlias', '/sys/dataDict/v1/all/dict']);
    expect(JSON.parse(storage.map.get(`${DICT_STORAGE_PREFIX}univ:zh-CN`)!).version).toBe(4);

    s.state.version = 5;
    s.calls.length = 0;
    cache.noteVersion(5);
    expect((await cache.items('sex'))[0]!.name).toBe('男 v5');
    expect(s.calls).toEqual(['/sys/dataDict/v1/all/dict']);

    // Revalidating with the version unchanged fetches nothing but the version.
    s.calls.length = 0;
    cache.revalidate();
    await cache.all();
    expect(s.calls).toEqual(['/sys/sysProperties/v1/getDecryptByAlias']);
  });

  it('keeps a copy per tenant and language, and one fetch serves concurrent readers', async () => {
    const s = server(1);
    const storage = memoryStorage();
    let tenant = 'univ';
    const cache = new DictionaryCache({ api: s.api, storage, tenantCode: () => tenant, language: s.language });
    await Promise.all([cache.all(), cache.all(), cache.items('sex')]);
    expect(s.calls.filter((c) => c.endsWith('/all/dict'))).toHaveLength(1);
    s.setLanguage('en-US');
    expect((await cache.items('sex'))[0]!.name).toBe('Male v1');
    tenant = 'corp';
    await cache.all();
    expect([...storage.map.keys()].sort()).toEqual([`${DICT_STORAGE_PREFIX}corp:en-US`, `${DICT_STORAGE_PREFIX}univ:en-US`, `${DICT_STORAGE_PREFIX}univ:zh-CN`]);
    expect(s.calls.filter((c) => c.endsWith('/all/dict'))).toHaveLength(3);
  });

  it('without a readable version (the visitor), fetches once per page and ignores an unverifiable stored copy', async () => {
    const s = server(2);
    s.state.forbidVersion = true;
    const storage = memoryStorage();
    storage.setItem(`${DICT_STORAGE_PREFIX}univ:zh-CN`, JSON.stringify({ version: 1, dicts: { sex: [{ key: 'old', name: '旧' }] } }));
    const cache = new DictionaryCache({ api: s.api, storage, tenantCode: () => 'univ', language: s.language });
    expect((await cache.items('sex'))[0]!.key).toBe('male');
    s.calls.length = 0;
    await cache.all();
    expect(s.calls).toEqual([]);
  });
});
