import type { QueryCondition } from '../../common/query/query-filter.ts';
import type { ImportReply, TemplateInfo, TemplateRow } from '../../common/api/template-types.ts';
import type { ListSource } from './list-source.tsx';

export interface MemoryListOptions {
  info: TemplateInfo;
  rows: TemplateRow[];
  users?: Record<number, string>;
  orgs?: Record<number, string>;
  /** What an import replies (stories show the refused-rows form with it). */
  importReply?: ImportReply;
  /** Milliseconds each call waits, to show loading states. */
  delayMs?: number;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function matches(row: TemplateRow, c: QueryCondition): boolean {
  const v = row[c.property];
  const want = c.value;
  switch (c.operation ?? 'EQUAL') {
    case 'LIKE': return text(v).includes(text(want));
    case 'LEFT_LIKE': return text(v).endsWith(text(want));
    case 'RIGHT_LIKE': return text(v).startsWith(text(want));
    case 'EQUAL_IGNORE_CASE': return text(v).toLowerCase() === text(want).toLowerCase();
    case 'NOT_EQUAL': return text(v) !== text(want);
    case 'IN': return Array.isArray(want) && want.map(text).includes(text(v));
    case 'BETWEEN': return Array.isArray(want) && text(v) >= text(want[0]) && text(v).slice(0, text(want[1]).length) <= text(want[1]);
    case 'GREAT': return Number(v) > Number(want) || (isNaN(Number(v)) && text(v) > text(want));
    case 'GREAT_EQUAL': return Number(v) >= Number(want) || (isNaN(Number(v)) && text(v) >= text(want));
    case 'LESS': return Number(v) < Number(want) || (isNaN(Number(v)) && text(v) < text(want));
    case 'LESS_EQUAL': return Number(v) <= Number(want) || (isNaN(Number(v)) && text(v) <= text(want));
    case 'IS_NULL': return v === null || v === undefined || v === '';
    case 'NOTNULL': return !(v === null || v === undefined || v === '');
    default: return text(v) === text(want);
  }
}

/** A list source over rows in memory: the same filter, sort and paging contract as listJson, for stories, tests and the benchmark. */
export function createMemoryListSource(options: MemoryListOptions): ListSource & { rows: TemplateRow[] } {
  const state = { rows: [...options.rows] };
  const wait = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), options.delayMs ?? 0));
  const names = (table: Record<number, string> | undefined, ids: readonly number[]) =>
    wait(new Map(ids.filter((id) => table?.[id] !== undefined).map((id) => [id, table![id]!])));
  const xlsx = () => new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

  return {
    get rows() {
      return state.rows;
    },
    loadInfo: (alias) => (alias === options.info.template.alias ? wait(options.info) : Promise.reject(new Error(`No list named ${alias}`))),
    loadPage: (body) => {
      const filter = body.queryFilter ?? {};
      let found = state.rows.filter((row) => (filter.querys ?? []).every((c) => matches(row, c)));
      const sort = filter.sorter?.[0];
      if (sort) {
        const dir = sort.direction?.toUpperCase() === 'DESC' ? -1 : 1;
        found = [...found].sort((a, b) => (text(a[sort.property]) < text(b[sort.property]) ? -dir : text(a[sort.property]) > text(b[sort.property]) ? dir : 0));
      }
      const page = filter.pageBean?.page ?? 1;
      const pageSize = filter.pageBean?.pageSize ?? options.info.template.pageSize;
      return wait({ rows: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, pageSize });
    },
    remove: (_bo, ids) => {
      state.rows = state.rows.filter((r) => !ids.includes(String(r.id)));
      return wait({ state: true, message: '', value: ids.length });
    },
    exportRows: (alias) => wait({ blob: xlsx(), fileName: `${alias}.xlsx` }),
    downloadTemplate: (alias) => wait({ blob: xlsx(), fileName: `${alias}.xlsx` }),
    importRows: async (_query, _file, onProgress) => {
      for (const p of [25, 50, 75, 100]) {
        onProgress(p);
        await wait(null);
      }
      return options.importReply ?? { state: true, message: '', value: 0 };
    },
    userNames: (ids) => names(options.users, ids),
    orgNames: (ids) => names(options.orgs, ids),
    dialogRows: (_alias, keyword) => wait({
      dialog: { resultfield: [{ field: 'id' }], displayfield: [{ field: 'name' }] },
      rows: Object.entries(options.orgs ?? {}).filter(([, name]) => name.includes(keyword)).map(([id, name]) => ({ id: Number(id), name })),
    }),
    downloadFile: (id, name) => wait({ blob: xlsx(), fileName: name ?? id }),
  };
}
