import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { applicationCheckDigit } from '../../src/common/patents/application-number.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const FRONT = '/api/front';
const LIST = `${FRONT}/schoolLib/ipSchoolPatent/v1/query`;

interface Row { id: number; fApplicationNo: string; fPublicationNo: string | null; fName: string; fLegalStatus: string; fType: string; fApplicationDate: string; fPublicationDate: string | null; fOrgName: string | null; fInventor: string }

describe('the patent query: every filter operation, and number checks on every input', () => {
  let t: TestApp;
  let staff: Session;
  let admin: Session;
  let all: Row[];

  const list = async (querys: unknown[], extra: Record<string, unknown> = {}) => {
    const res = await t.request({ method: 'POST', url: LIST, session: staff, payload: { pageBean: { page: 1, pageSize: 1000 }, querys, ...extra } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { rows: Row[]; total: number };
  };
  const ids = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);

  beforeAll(async () => {
    t = await createTestApp();
    [staff, admin] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'admin')]);
    all = (await list([])).rows;
  });
  afterAll(async () => { await t?.close(); });

  const sample = () => all[17]!;
  const cases: [string, () => unknown[], (r: Row) => boolean][] = [
    ['EQUAL', () => [{ property: 'fLegalStatus', value: 'examination', operation: 'EQUAL' }], (r) => r.fLegalStatus === 'examination'],
    ['EQUAL by default', () => [{ property: 'fType', value: 'newKind' }], (r) => r.fType === 'newKind'],
    ['EQUAL_IGNORE_CASE', () => [{ property: 'fApplicationNo', value: sample().fApplicationNo.toLowerCase(), operation: 'EQUAL_IGNORE_CASE' }], (r) => r.id === sample().id],
    ['NOT_EQUAL', () => [{ property: 'fType', value: 'invent', operation: 'NOT_EQUAL' }], (r) => r.fType !== 'invent'],
    ['LESS', () => [{ property: 'fApplicationDate', value: '2010-01-01', operation: 'LESS' }], (r) => r.fApplicationDate < '2010-01-01'],
    ['GREAT', () => [{ property: 'fApplicationDate', value: '2024-01-01', operation: 'GREAT' }], (r) => r.fApplicationDate > '2024-01-01'],
    ['LESS_EQUAL', () => [{ property: 'id', value: sample().id, operation: 'LESS_EQUAL' }], (r) => r.id <= sample().id],
    ['GREAT_EQUAL', () => [{ property: 'id', value: sample().id, operation: 'GREAT_EQUAL' }], (r) => r.id >= sample().id],
    ['LIKE', () => [{ property: 'fName', value: '电池', operation: 'LIKE' }], (r) => r.fName.includes('电池')],
    ['LEFT_LIKE (ends with)', () => [{ property: 'fName', value: '方法', operation: 'LEFT_LIKE' }], (r) => r.fName.endsWith('方法')],
    ['RIGHT_LIKE (starts with)', () => [{ property: 'fApplicationNo', value: 'CN2019', operation: 'RIGHT_LIKE' }], (r) => r.fApplicationNo.startsWith('CN2019')],
    ['IS_NULL', () => [{ property: 'fPublicationNo', operation: 'IS_NULL' }], (r) => r.fPublicationNo === null],
    ['NOTNULL', () => [{ property: 'fPublicationDate', operation: 'NOTNULL' }], (r) => r.fPublicationDate !== null],
    ['IN (array)', () => [{ property: 'fLegalStatus', value: ['withdraw', 'turndown'], operation: 'IN' }], (r) => ['withdraw', 'turndown'].includes(r.fLegalStatus)],
    ['IN (comma list)', () => [{ property: 'fType', value: 'exterior,other', operation: 'IN' }], (r) => ['exterior', 'other'].includes(r.fType)],
    ['BETWEEN', () => [{ property: 'fApplicationDate', value: ['2015-01-01', '2016-12-31'], operation: 'BETWEEN' }], (r) => r.fApplicationDate >= '2015-01-01' && r.fApplicationDate <= '2016-12-31'],
    ['BETWEEN open end', () => [{ property: 'fApplicationDate', value: ['2025-01-01', ''], operation: 'BETWEEN' }], (r) => r.fApplicationDate >= '2025-01-01'],
    ['OR in one group', () => [
      { property: 'fType', value: 'exterior', group: 'g' }, { property: 'fLegalStatus', value: 'operate', relation: 'OR', group: 'g' },
    ], (r) => r.fType === 'exterior' || r.fLegalStatus === 'operate'],
    ['groups are ANDed', () => [
      { property: 'fType', value: 'invent', group: 'a' },
      { property: 'fLegalStatus', value: 'authorization', group: 'b' }, { property: 'fLegalStatus', value: 'operate', relation: 'OR', group: 'b' },
    ], (r) => r.fType === 'invent' && ['authorization', 'operate'].includes(r.fLegalStatus)],
  ];

  it.each(cases)('%s selects exactly the rows it says', async (_, querys, keep) => {
    const page = await list(querys());
    const expected = all.filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    expect(page.total).toBe(expected.length);
    expect(ids(page.rows)).toEqual(ids(expected));
  });

  it('combines the keyword, a tile and the filter', async () => {
    const page = await list([{ property: 'fType', value: 'invent' }], { params: { searchValue: '电池', status: 'effective' } });
    const truth = await withTenant(t.db, t.tenantId('univ'), (tx) => sql<{ n: number }>`select count(*)::int as n from patent p
      left join org o on o.id = p.org_id left join org s on s.id = p.subject_id
      where p.type = 'invent' and p.legal_status in ('authorization','partInvalid','recover','operate') and (p.expiry_date is null or p.expiry_date >= current_date)
        and (p.name like '%电池%' or p.inventor like '%电池%' or o.name like '%电池%' or s.name like '%电池%')`.execute(tx));
    expect(page.total).toBe(truth.rows[0]!.n);
  });

  it('sorts by a declared field either way and refuses bad values with 400', async () => {
    const asc = await list([], { sorter: [{ property: 'fApplicationDate', direction: 'ASC' }] });
    expect(asc.rows.map((r) => r.fApplicationDate)).toEqual(all.map((r) => r.fApplicationDate).sort());
    for (const querys of [[{ property: 'fApplicationDate', value: 'yesterday', operation: 'LESS' }], [{ property: 'fApplicationDate', value: ['2020-01-01'], operation: 'BETWEEN' }], [{ property: 'fName', value: 'x', operation: 'SOUNDS_LIKE' }]]) {
      const res = await t.request({ method: 'POST', url: LIST, session: staff, payload: { querys } });
      expect(res.statusCode, JSON.stringify(querys)).toBe(400);
      expect(res.json().state).toBe(false);
    }
  });

  describe('application and publication numbers on every input that takes one', () => {
    const valid = () => all.find((r) => r.fPublicationNo)!;
    const flip = (no: string) => {
      const digits = no.replace(/^CN/, '').replace('.', '').slice(0, -1);
      const wrong = applicationCheckDigit(digits) === '0' ? '1' : '0';
      return `${digits}.${wrong}`;
    };
    const post = (session: Session, url: string, payload: unknown) => t.request({ method: 'POST', url: `${FRONT}${url}`, session, payload });

    it('collect, mark and bulletin save accept a valid number and refuse a wrong check digit, type digit or format', async () => {
      const folderRes = await t.request({ method: 'GET', url: '/api/portal/sys/sysType/v1/getCollectTree', session: staff });
      const folder = (folderRes.json() as { id: number; parentId: number }[]).find((n) => n.parentId !== 0)!;
      const nodeRes = await t.request({ method: 'GET', url: '/api/portal/sys/sysType/v1/getIndexTree', session: staff });
      const node = (nodeRes.json() as { id: number; parentId: number; typeGroupKey: string }[]).find((n) => n.typeGroupKey === 'pubIndex' && n.parentId !== 0)!;
      const p = valid();
      const inputs: [Session, string, (no: string) => Record<string, unknown>][] = [
        [staff, '/api/v1/collect', (no) => ({ refId: p.id, fSzjzj: folder.id, fSqh: no })],
        [staff, '/api/v1/mark', (no) => ({ refId: p.id, fByzj: node.id, fSqh: no })],
        [admin, '/ipSchoolBulletin/v1/save', (no) => ({ fTitle: '校验', fApplicationNo: no })],
      ];
      for (const [session, url, body] of inputs) {
        expect((await post(session, url, body(p.fApplicationNo))).statusCode, `${url} valid`).toBe(200);
        expect((await post(session, url, body(p.fApplicationNo.replace(/^CN/, '').replace('.', '')))).statusCode, `${url} digits only`).toBe(200);
        const wrong = await post(session, url, body(flip(p.fApplicationNo)));
        expect(wrong.statusCode, url).toBe(400);
        expect(wrong.json().message).toBe('申请号校验位错误');
        const type = await post(session, url, body('201940000001.X'));
        expect(type.json().message, url).toBe('申请号的专利类型位不正确（应为 1、2、3、8 或 9）');
        const format = await post(session, url, body('CN2019-1'));
        expect(format.json().message, url).toContain('申请号格式不正确');
      }
      for (const [url, body] of [['/api/v1/collect', { refId: p.id, fSzjzj: folder.id }], ['/api/v1/mark', { refId: p.id, fByzj: node.id }]] as const) {
        expect((await post(staff, url, { ...body, fGkh: p.fPublicationNo })).statusCode, `${url} publication`).toBe(200);
        const bad = await post(staff, url, { ...body, fGkh: `${p.fPublicationNo!.slice(0, -1)}Q` });
        expect(bad.json().message).toContain('公开（公告）号格式不正确');
      }
    });
  });
});
