import { describe, expect, it } from 'vitest';
import { compileWhere } from '../../src/server/query/compile-where.ts';
import { applyFilter } from '../../src/server/query/paged-query.ts';
import { pageWindow } from '../../src/server/query/page-window.ts';
import { AppError } from '../../src/server/lib/app-error.ts';
import { compileWhereOf, dummyDb, ITEM_FIELDS } from './query-dummy-db.ts';

const where = (querys: Parameters<typeof compileWhere>[0]) => compileWhereOf(compileWhere(querys, ITEM_FIELDS)).sql.replace('select * from "item" where ', '');

describe('query filter groups and relations', () => {
  it('joins conditions of one group by their relations, left to right, AND by default', () => {
    expect(where([
      { property: 'name', value: 'a' },
      { property: 'name', value: 'b', relation: 'OR' },
      { property: 'price', value: 1 },
    ])).toBe('(("item"."name" = $1 or "item"."name" = $2) and "item"."price" = cast($3 as numeric))');
  });

  it('ignores the first condition\'s relation and accepts lower-case relations', () => {
    expect(where([{ property: 'name', value: 'a', relation: 'OR' }, { property: 'name', value: 'b', relation: 'or' }]))
      .toBe('("item"."name" = $1 or "item"."name" = $2)');
  });

  it('ANDs groups together', () => {
    expect(where([
      { property: 'name', value: 'a', group: 'g1' },
      { property: 'price', value: 1, group: 'g2' },
      { property: 'name', value: 'b', group: 'g1', relation: 'OR' },
      { property: 'price', value: 2, group: 'g2', relation: 'OR' },
    ])).toBe('(("item"."name" = $1 or "item"."name" = $2) and ("item"."price" = cast($3 as numeric) or "item"."price" = cast($4 as numeric)))');
  });

  it('leaves out conditions with empty values, and gives no WHERE when none remain', () => {
    expect(compileWhere([{ property: 'name', value: '' }], ITEM_FIELDS)).toBeUndefined();
    expect(where([{ property: 'name', value: '' }, { property: 'price', value: 3, relation: 'OR' }])).toBe('"item"."price" = cast($1 as numeric)');
  });
});

describe('applyFilter: sorting and paging', () => {
  const base = dummyDb.selectFrom('item').select(['item.id', 'item.name']);

  it('orders by the sorter, then the default order, and pages with limit/offset', () => {
    const { rows, count, window } = applyFilter(base, {
      pageBean: { page: 3, pageSize: 20 },
      querys: [{ property: 'name', value: 'x', operation: 'RIGHT_LIKE' }],
      sorter: [{ property: 'price', direction: 'DESC' }, { property: 'name' }],
    }, ITEM_FIELDS, { order: [['item.id', 'asc']] });
    const compiled = rows.compile();
    expect(compiled.sql).toBe('select "item"."id", "item"."name" from "item" where "item"."name" ilike $1 escape \'\\\' '
      + 'order by "item"."price" desc, "item"."name" asc, "item"."id" asc limit $2 offset $3');
    expect(compiled.parameters).toEqual(['x%', 20, 40]);
    expect(count.compile().sql).toBe('select count(*) as "total" from "item" where "item"."name" ilike $1 escape \'\\\'');
    expect(window).toEqual({ page: 3, pageSize: 20, offset: 40, showTotal: true });
  });

  it('rejects an unknown or unsortable sort property naming it', () => {
    for (const property of ['nope', 'code', 'tag']) {
      try {
        applyFilter(base, { sorter: [{ property }] }, ITEM_FIELDS);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).messageKey).toBe('unknownSortProperty');
        expect((error as AppError).params).toEqual({ property });
      }
    }
  });

  it('pages default to 1 x 10, sizes are capped at 1000, and showTotal false skips the count', () => {
    expect(pageWindow(undefined)).toEqual({ page: 1, pageSize: 10, offset: 0, showTotal: true });
    expect(pageWindow({ page: 2, pageSize: 5000, showTotal: false })).toEqual({ page: 2, pageSize: 1000, offset: 1000, showTotal: false });
  });
});
