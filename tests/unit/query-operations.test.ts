import { describe, expect, it } from 'vitest';
import type { QueryCondition } from '../../src/common/query/query-filter.ts';
import { compileCondition, escapeLike } from '../../src/server/query/compile-condition.ts';
import { AppError } from '../../src/server/lib/app-error.ts';
import { compileWhereOf, ITEM_FIELDS } from './query-dummy-db.ts';

const compile = (condition: QueryCondition) => compileWhereOf(compileCondition(condition, ITEM_FIELDS));
const failure = (condition: QueryCondition): AppError => {
  try {
    compileCondition(condition, ITEM_FIELDS);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a 400');
};

describe('query filter operations compile to parameterised SQL', () => {
  it('EQUAL is the default operation and sends the value as a parameter', () => {
    expect(compile({ property: 'name', value: "电池'; drop table item; --" })).toEqual({
      sql: 'select * from "item" where "item"."name" = $1',
      parameters: ["电池'; drop table item; --"],
    });
  });

  it.each([
    ['EQUAL', '='], ['NOT_EQUAL', '<>'], ['LESS', '<'], ['GREAT', '>'], ['LESS_EQUAL', '<='], ['GREAT_EQUAL', '>='],
  ] as const)('%s on a number compares with %s against a numeric parameter', (operation, operator) => {
    expect(compile({ property: 'price', value: '12.5', operation })).toEqual({
      sql: `select * from "item" where "item"."price" ${operator} cast($1 as numeric)`,
      parameters: [12.5],
    });
  });

  it('EQUAL_IGNORE_CASE lowers both sides', () => {
    expect(compile({ property: 'name', value: 'ABC', operation: 'EQUAL_IGNORE_CASE' }).sql)
      .toBe('select * from "item" where lower("item"."name") = lower($1)');
  });

  it('LIKE, LEFT_LIKE and RIGHT_LIKE match case-insensitively with % and _ escaped', () => {
    expect(compile({ property: 'name', value: '50%_a\\b', operation: 'LIKE' })).toEqual({
      sql: `select * from "item" where "item"."name" ilike $1 escape '\\'`,
      parameters: ['%50\\%\\_a\\\\b%'],
    });
    expect(compile({ property: 'name', value: 'end', operation: 'LEFT_LIKE' }).parameters).toEqual(['%end']);
    expect(compile({ property: 'name', value: 'start', operation: 'RIGHT_LIKE' }).parameters).toEqual(['start%']);
    expect(escapeLike('100%')).toBe('100\\%');
  });

  it('IS_NULL and NOTNULL ignore the value', () => {
    expect(compile({ property: 'name', operation: 'IS_NULL', value: 'x' }).sql).toBe('select * from "item" where "item"."name" is null');
    expect(compile({ property: 'name', operation: 'NOTNULL' }).sql).toBe('select * from "item" where "item"."name" is not null');
  });

  it('IN takes an array or a comma-separated string', () => {
    expect(compile({ property: 'id', operation: 'IN', value: [1, 2, 3] })).toEqual({
      sql: 'select * from "item" where "item"."id" in (cast($1 as numeric), cast($2 as numeric), cast($3 as numeric))',
      parameters: [1, 2, 3],
    });
    expect(compile({ property: 'name', operation: 'IN', value: 'a, b,c' })).toEqual({
      sql: 'select * from "item" where "item"."name" in ($1, $2, $3)',
      parameters: ['a', 'b', 'c'],
    });
  });

  it('BETWEEN takes [from, to]; an empty end leaves that side open', () => {
    expect(compile({ property: 'createdAt', operation: 'BETWEEN', value: ['2024-01-01', '2024-12-31T23:59:59Z'] })).toEqual({
      sql: 'select * from "item" where "item"."created_at" between cast($1 as timestamptz) and cast($2 as timestamptz)',
      parameters: ['2024-01-01T00:00:00.000Z', '2024-12-31T23:59:59.000Z'],
    });
    expect(compile({ property: 'price', operation: 'BETWEEN', value: [10, null] }).sql)
      .toBe('select * from "item" where "item"."price" >= cast($1 as numeric)');
    expect(compile({ property: 'price', operation: 'BETWEEN', value: ['', 20] }).sql)
      .toBe('select * from "item" where "item"."price" <= cast($1 as numeric)');
  });

  it('booleans accept true/false, "1"/"0"', () => {
    expect(compile({ property: 'active', value: '0' })).toEqual({
      sql: 'select * from "item" where "item"."active" = cast($1 as boolean)', parameters: [false],
    });
  });

  it('a field of a related table is wrapped by its `within`', () => {
    expect(compile({ property: 'tag', value: 'red' }).sql)
      .toBe('select * from "item" where exists (select 1 from item_tag where item_tag.item_id = item.id and "item_tag"."tag" = $1)');
  });

  it('empty values filter nothing', () => {
    for (const value of [undefined, null, '', []]) {
      expect(compileCondition({ property: 'name', value, operation: 'LIKE' }, ITEM_FIELDS)).toBeNull();
    }
    expect(compileCondition({ property: 'id', value: ' , ', operation: 'IN' }, ITEM_FIELDS)).toBeNull();
  });
});

describe('query filter rejections', () => {
  it('an undeclared property is a 400 naming it', () => {
    const error = failure({ property: 'password_hash', value: 'x' });
    expect([error.statusCode, error.messageKey, error.params]).toEqual([400, 'unknownProperty', { property: 'password_hash' }]);
  });

  it.each([
    ['price', 'abc', 'EQUAL'], ['price', { a: 1 }, 'GREAT'], ['createdAt', '2024-13-45', 'LESS'], ['createdAt', 'yesterday', 'EQUAL'],
    ['active', 'yes', 'EQUAL'], ['name', { a: 1 }, 'EQUAL'], ['name', 'a\u0000b', 'EQUAL'], ['name', 'x'.repeat(1001), 'LIKE'],
    ['price', [1], 'BETWEEN'], ['price', 5, 'BETWEEN'], ['id', [1, 'two'], 'IN'],
  ] as const)('%s = %j with %s is a 400 badValue', (property, value, operation) => {
    const error = failure({ property, value, operation });
    expect([error.statusCode, error.messageKey, error.params]).toEqual([400, 'badValue', { property }]);
  });

  it('an operation the field does not take is a 400 badOperation', () => {
    expect(failure({ property: 'price', value: '1', operation: 'LIKE' }).messageKey).toBe('badOperation');
    expect(failure({ property: 'code', value: 'x', operation: 'NOT_EQUAL' }).params).toEqual({ property: 'code', operation: 'NOT_EQUAL' });
  });
});
