/** What an app-centre entry opens, by its type (workflow-office.md: 1 id; 2 key; 3 alias and sqlAlias; 4 and 6 id; 7 path). */
export type AppContentTarget =
  | { kind: 'navigate'; to: string }
  | { kind: 'template'; alias: string }
  | { kind: 'chart'; alias: string }
  | { kind: 'frame'; src: string }
  | { kind: 'missing'; param: string }
  | { kind: 'unknown'; type: string };

const enc = encodeURIComponent;

export function appContentTarget(query: URLSearchParams): AppContentTarget {
  const type = query.get('type') ?? '';
  const need = (name: string) => query.get(name)?.trim() || undefined;
  switch (type) {
    case '1': {
      const id = need('id');
      return id ? { kind: 'navigate', to: `/previewForm/${enc(id)}` } : { kind: 'missing', param: 'id' };
    }
    case '2': {
      const key = need('key');
      return key ? { kind: 'template', alias: key } : { kind: 'missing', param: 'key' };
    }
    case '3': {
      const alias = need('alias');
      const sqlAlias = need('sqlAlias');
      if (!sqlAlias) return { kind: 'missing', param: 'sqlAlias' };
      return alias ? { kind: 'navigate', to: `/statement/querySql/queryView/${enc(sqlAlias)}/${enc(alias)}` } : { kind: 'missing', param: 'alias' };
    }
    case '4':
    case '6': {
      const id = need('id');
      return id ? { kind: 'chart', alias: id } : { kind: 'missing', param: 'id' };
    }
    case '7': {
      const path = need('path');
      if (!path) return { kind: 'missing', param: 'path' };
      if (/^https?:\/\//i.test(path)) return { kind: 'frame', src: path };
      return path.startsWith('/') && !path.startsWith('//') ? { kind: 'navigate', to: path } : { kind: 'navigate', to: `/${path}` };
    }
    default:
      return { kind: 'unknown', type };
  }
}
