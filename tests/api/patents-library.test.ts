import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { inTile, STATUS_TILES } from '../../src/common/patents/status-tiles.ts';
import type { LegalStatus } from '../../src/common/enums/legal-status.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const FRONT = '/api/front';
const LIST = `${FRONT}/schoolLib/ipSchoolPatent/v1/query`;

interface Row { id: number; fApplicationNo: string; fPublicationNo: string | null; fName: string; fInventor: string; fOrgName: string | null; fSubject: string | null; fLegalStatus: string; fApplicationDate: string }
interface Page { rows: Row[]; total: number; page: number; pageSize: number }

describe('patent library API', () => {
  let t: TestApp;
  let staff: Session;
  let corp: Session;
  const list = async (session: Session, body: unknown) => {
    const res = await t.request({ method: 'POST', url: LIST, session, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const search = (session: Session, searchValue: string, pageSize = 1000) => list(session, { pageBean: { page: 1, pageSize }, params: { searchValue } });
  const univ = () => t.tenantId('univ');

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.login('univ', 'staff1');
    corp = await t.login('corp', 'staff1');
  });
  afterAll(async () => { await t?.close(); });

  it('names colleges and groups in the request language, and takes the template\'s searchValue and status as conditions', async () => {
    const res = await t.request({ method: 'POST', url: LIST, session: staff, payload: { pageBean: { page: 1, pageSize: 50 } }, headers: { 'accept-language': 'en-US' } });
    const english = (res.json() as Page).rows.filter((r) => r.fOrgName);
    const chinese = (await list(staff, { pageBean: { page: 1, pageSize: 50 } })).rows.filter((r) => r.fOrgName);
    expect(english.length).toBeGreaterThan(0);
    const names = await withTenant(t.db, univ(), (tx) => tx.selectFrom('org').select(['name', 'name_en']).execute());
    for (const row of english) expect(names.map((o) => o.name_en)).toContain(row.fOrgName);
    for (const row of chinese) expect(names.map((o) => o.name)).toContain(row.fOrgName);
    // The engine's template sends these as conditions; the list call takes them as well as params.
    const viaParams = await list(staff, { pageBean: { page: 1, pageSize: 1000 }, params: { searchValue: '电池', status: 'effective' } });
    const viaConditions = await list(staff, { pageBean: { page: 1, pageSize: 1000 }, querys: [
      { property: 'searchValue', value: '电池', operation: 'LIKE' }, { property: 'status', value: 'effective', operation: 'EQUAL' },
      { property: 'statusType', value: '3', operation: 'EQUAL' }] });
    expect(viaParams.total).toBeGreaterThan(0);
    expect(viaConditions).toEqual(viaParams);
    const bad = await t.request({ method: 'POST', url: LIST, session: staff, payload: { querys: [{ property: 'status', value: 'nonsense' }] } });
    expect(bad.statusCode).toBe(400);
  });

  it('lists the tenant patents newest first in the spec row shape', async () => {
    const page = await list(staff, { pageBean: { page: 1, pageSize: 10 } });
    // The 300 seeded library patents and the applications the demo's filed agency cases put in the library.
    const stored = await withTenant(t.db, univ(), (tx) => sql<{ n: number }>`select count(*)::int as n from patent`.execute(tx));
    expect(stored.rows[0]!.n).toBeGreaterThanOrEqual(300);
    expect(page.total).toBe(stored.rows[0]!.n);
    expect(page.rows).toHaveLength(10);
    expect(Object.keys(page.rows[0]!)).toEqual(expect.arrayContaining(['id', 'fApplicationNo', 'fName', 'fLegalStatus', 'fType', 'fApplicationDate', 'fPublicationDate', 'fOrgName', 'fSubject', 'fInventor']));
    expect(page.rows[0]!.fApplicationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dates = page.rows.map((r) => r.fApplicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds patents by a two-character Chinese keyword in name, college, group or inventor', async () => {
    const page = await search(staff, '电池');
    const expected = await withTenant(t.db, univ(), (tx) => sql<{ n: number }>`select count(*)::int as n from patent p
      left join org o on o.id = p.org_id left join org s on s.id = p.subject_id
      where p.name like '%电池%' or p.inventor like '%电池%' or o.name like '%电池%' or s.name like '%电池%'`.execute(tx));
    expect(page.total).toBeGreaterThan(5);
    expect(page.total).toBe(expected.rows[0]!.n);
    for (const row of page.rows) expect(`${row.fName}|${row.fInventor}|${row.fOrgName}|${row.fSubject}`).toContain('电池');
  });

  it('keeps only rows holding the keyword in order, not just its characters', async () => {
    const page = await search(staff, '池电');
    for (const row of page.rows) expect(`${row.fName}|${row.fInventor}|${row.fOrgName}|${row.fSubject}`).toContain('池电');
  });

  it('finds patents by inventor name, e.g. the demo user 张伟', async () => {
    const page = await search(staff, '张伟');
    const mine = await withTenant(t.db, univ(), (tx) => tx.selectFrom('patent').select('id').where(sql<boolean>`inventors @> array['张伟']`).execute());
    expect(mine.length).toBeGreaterThan(5);
    expect(page.rows.map((r) => r.id)).toEqual(expect.arrayContaining(mine.map((m) => m.id)));
    for (const row of page.rows) expect(`${row.fName}|${row.fInventor}|${row.fOrgName}|${row.fSubject}`).toContain('张伟');
  });

  it('finds a patent by application number with or without CN, dot and spaces, and by a prefix', async () => {
    const target = (await list(staff, { pageBean: { page: 3, pageSize: 1 } })).rows[0]!;
    const formatted = target.fApplicationNo; // CN201910123456.7
    const digits = formatted.slice(2).replace('.', '');
    for (const keyword of [formatted, formatted.slice(2), digits, `cn ${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}`]) {
      const page = await search(staff, keyword);
      expect(page.rows.map((r) => r.fApplicationNo), keyword).toEqual([formatted]);
    }
    const prefix = await search(staff, `CN${digits.slice(0, 5)}`);
    expect(prefix.rows.map((r) => r.id)).toContain(target.id);
    for (const row of prefix.rows) expect(row.fApplicationNo.startsWith(`CN${digits.slice(0, 5)}`) || row.fPublicationNo?.startsWith(`CN${digits.slice(0, 5)}`)).toBe(true);
  });

  it('finds a patent by publication number', async () => {
    const page = await list(staff, { pageBean: { page: 1, pageSize: 50 }, querys: [{ property: 'fPublicationNo', operation: 'NOTNULL' }] });
    const target = page.rows[7]!;
    const found = await search(staff, target.fPublicationNo!.toLowerCase());
    expect(found.rows.map((r) => r.id)).toEqual([target.id]);
  });

  it('finds patents by the new name of a renamed research group once its tokens are refreshed', async () => {
    const { refreshPatentSearchTokens } = await import('../../src/server/modules/patents/refresh-search-tokens.ts');
    const refreshed = await withTenant(t.db, univ(), async (tx) => {
      const group = await tx.selectFrom('org').select('id').where('code', '=', 'cs-sec').executeTakeFirstOrThrow();
      await tx.updateTable('org').set({ name: '密码学与隐私计算课题组' }).where('id', '=', group.id).execute();
      return refreshPatentSearchTokens(tx, group.id);
    });
    expect(refreshed).toBeGreaterThan(0);
    const page = await search(staff, '隐私计算');
    expect(page.rows.filter((r) => r.fSubject === '密码学与隐私计算课题组')).toHaveLength(refreshed);
  });

  it('a visitor may search', async () => {
    const res = await t.request({ method: 'POST', url: `/api/uc/auth/visitor?tenantId=${univ()}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { token: string; refreshToken: string; userId: number };
    const visitor: Session = {
      token: body.token, refreshToken: body.refreshToken, tenantCode: 'univ', tenantId: univ(), userId: body.userId,
      headers: { authorization: `Bearer ${body.token}`, 'tenant-code': 'univ', 'accept-language': 'zh-CN' },
    };
    expect((await search(visitor, '电池')).total).toBeGreaterThan(0);
  });

  it('counts each statistic tile as the tile list does, and as the rule in status-tiles.ts says', async () => {
    const res = await t.request({ method: 'GET', url: `${FRONT}/schoolLib/university/statusCounts`, session: staff });
    expect(res.statusCode, res.body).toBe(200);
    const counts = res.json() as Record<string, number>;
    const all = await withTenant(t.db, univ(), (tx) => sql<{ legal_status: LegalStatus; expiry: string | null; operated: boolean; entrusted: boolean; today: string }>`
      select legal_status, to_char(expiry_date, 'YYYY-MM-DD') as expiry, operated, entrusted, to_char(current_date, 'YYYY-MM-DD') as today from patent`.execute(tx));
    expect(counts.applying).toBe(all.rows.length);
    for (const tile of STATUS_TILES) {
      const expected = all.rows.filter((r) => inTile(tile, { legalStatus: r.legal_status, expiryDate: r.expiry, operated: r.operated, entrusted: r.entrusted }, r.today)).length;
      expect(counts[tile], tile).toBe(expected);
      expect(counts[tile], tile).toBeGreaterThan(0);
      const page = await list(staff, { pageBean: { page: 1, pageSize: 5 }, params: { status: tile, statusType: '1' } });
      expect(page.total, tile).toBe(expected);
    }
    expect(counts.authorized).toBeLessThan(counts.applying!);
    expect(counts.effective).toBeLessThan(counts.authorized!);
  });

  it('filters and sorts by declared fields', async () => {
    const page = await list(staff, {
      pageBean: { page: 1, pageSize: 100 },
      querys: [
        { property: 'fLegalStatus', value: 'authorization', operation: 'EQUAL' },
        { property: 'fApplicationDate', value: ['2015-01-01', '2020-12-31'], operation: 'BETWEEN' },
      ],
      sorter: [{ property: 'fApplicationDate', direction: 'ASC' }],
    });
    expect(page.total).toBeGreaterThan(0);
    for (const row of page.rows) {
      expect(row.fLegalStatus).toBe('authorization');
      expect(row.fApplicationDate >= '2015-01-01' && row.fApplicationDate <= '2020-12-31').toBe(true);
    }
    const dates = page.rows.map((r) => r.fApplicationDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('rejects an unknown filter property with 400 naming it', async () => {
    const res = await t.request({ method: 'POST', url: LIST, session: staff, payload: { querys: [{ property: 'password', value: 'x' }] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ state: false, message: expect.stringContaining('password') });
    const sort = await t.request({ method: 'POST', url: LIST, session: staff, payload: { sorter: [{ property: 'tenant_id', direction: 'ASC' }] } });
    expect(sort.statusCode).toBe(400);
  });

  it('rejects an unknown status tile', async () => {
    const res = await t.request({ method: 'POST', url: LIST, session: staff, payload: { params: { status: 'bogus' } } });
    expect(res.statusCode).toBe(400);
  });

  describe('detail tabs', () => {
    let granted: { id: number; publication_no: string };
    let withFamily: number;
    beforeAll(async () => {
      granted = await withTenant(t.db, univ(), (tx) => tx.selectFrom('patent').select(['id', 'publication_no'])
        .where('legal_status', '=', 'unpaidFee').where('publication_no', 'is not', null).orderBy('id').executeTakeFirstOrThrow()) as typeof granted;
      withFamily = (await withTenant(t.db, univ(), (tx) => tx.selectFrom('patent_family').select('patent_id').orderBy('patent_id').executeTakeFirstOrThrow())).patent_id;
    });

    it('reads basic information and legal status history by raw or prefixed id', async () => {
      for (const id of [String(granted.id), `w_univ_ip_patent_ID_${granted.id}`]) {
        const res = await t.request({ method: 'GET', url: `${FRONT}/schoolLib/ipSchoolPatent/v1/detail?id=${id}`, session: staff });
        expect(res.statusCode, res.body).toBe(200);
        const detail = res.json();
        expect(detail).toMatchObject({ id: granted.id, idField: 'w_univ_ip_patent_ID_', legalStatus: 'unpaidFee', countryCode: 'CN', applicant: expect.stringContaining('示例大学'), hasPdf: true });
        expect(detail.applicationNo).toMatch(/^CN\d{12}\.[\dX]$/);
        expect(detail.inventer.length).toBeGreaterThan(0);
        expect(detail.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(detail.legalList.map((e: { statusName: string }) => e.statusName)).toEqual(expect.arrayContaining(['授权', '专利权的终止']));
      }
    });

    it('names the college, research group, applicant and legal-status notices in the request language', async () => {
      const id = await withTenant(t.db, univ(), async (tx) => (await tx.selectFrom('patent').select('id').where('org_id', 'is not', null)
        .where('subject_id', 'is not', null).where('publication_no', 'is not', null).where('legal_status', '=', 'unpaidFee').orderBy('id').executeTakeFirstOrThrow()).id);
      const names = await withTenant(t.db, univ(), async (tx) => {
        const p = await tx.selectFrom('patent as p').innerJoin('org as o', 'o.id', 'p.org_id').innerJoin('org as s', 's.id', 'p.subject_id')
          .innerJoin('tenant as t', 't.id', 'p.tenant_id')
          .select(['o.name as org', 'o.name_en as orgEn', 's.name as subject', 's.name_en as subjectEn', 't.name as tenant', 't.name_en as tenantEn'])
          .where('p.id', '=', id).executeTakeFirstOrThrow();
        return p;
      });
      const read = async (lang: string) => (await t.request({ method: 'GET', url: `${FRONT}/schoolLib/ipSchoolPatent/v1/detail?id=${id}`, session: staff, headers: { 'accept-language': lang } })).json();
      const zh = await read('zh-CN');
      expect(zh).toMatchObject({ orgName: names.org, subject: names.subject, applicant: expect.stringContaining(names.tenant) });
      expect(zh.legalList.map((e: { statusName: string }) => e.statusName)).toEqual(expect.arrayContaining(['授权', '专利权的终止']));
      const en = await read('en-US');
      expect(names.orgEn).not.toBe('');
      expect(en).toMatchObject({ orgName: names.orgEn, subject: names.subjectEn, applicant: expect.stringContaining(names.tenantEn) });
      expect(en.applicant.split(';')).toEqual(zh.applicant.split(';').map((a: string) => (a === names.tenant ? names.tenantEn : a)));
      expect(en.legalList.map((e: { statusName: string }) => e.statusName)).toEqual(expect.arrayContaining(['Grant', 'Termination of the patent right']));
    });

    it('reads claims and description', async () => {
      const res = await t.request({ method: 'GET', url: `${FRONT}/schoolLib/ipSchoolPatent/v1/queryClaimAndDesc?id=${granted.id}`, session: staff });
      expect(res.statusCode).toBe(200);
      expect(res.json().claims).toBeTruthy();
      expect(res.json().description).toContain('技术领域');
    });

    it('reads family, priorities and citations', async () => {
      const res = await t.request({ method: 'GET', url: `${FRONT}/schoolLib/ipSchoolPatent/v1/familyInfo?id=${withFamily}`, session: staff });
      expect(res.statusCode).toBe(200);
      const info = res.json();
      expect(info.family.length).toBeGreaterThan(0);
      expect(info.family[0]).toMatchObject({ applicationNo: expect.any(String), name: expect.any(String) });
      expect(Array.isArray(info.priority) && Array.isArray(info.citation)).toBe(true);
      const detail = (await t.request({ method: 'GET', url: `${FRONT}/schoolLib/ipSchoolPatent/v1/detail?id=${withFamily}`, session: staff })).json();
      expect(detail.family).toEqual(info.family);
    });

    it('serves the full-text PDF by publication number', async () => {
      const res = await t.request({ method: 'GET', url: `${FRONT}/api/patent/v1/file/desc/pdf/${granted.publication_no}`, session: staff });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const body = res.rawPayload.toString('latin1');
      expect(body.startsWith('%PDF-1.4')).toBe(true);
      expect(body.trimEnd().endsWith('%%EOF')).toBe(true);
      const xrefAt = Number(/startxref\n(\d+)/.exec(body)![1]);
      expect(body.slice(xrefAt, xrefAt + 4)).toBe('xref');
      expect(body).toContain(granted.publication_no);
    });

    it('makes the PDF from the row when none is stored', async () => {
      await withTenant(t.db, univ(), (tx) => tx.deleteFrom('patent_document').where('patent_id', '=', granted.id).execute());
      const res = await t.request({ method: 'GET', url: `${FRONT}/api/patent/v1/file/desc/pdf/${granted.publication_no.slice(2)}`, session: staff });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.toString('latin1')).toContain('Annual fee unpaid');
    });

    it('answers 附件不存在 for an unknown publication number', async () => {
      const res = await t.request({ method: 'GET', url: `${FRONT}/api/patent/v1/file/desc/pdf/CN999999999A`, session: staff });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ state: false, message: '附件不存在' });
    });

    it('uses w_ip_patent_ID_ on the platform tenant', async () => {
      const platform = await t.login('platform', 'staff1');
      const row = (await list(platform, { pageBean: { page: 1, pageSize: 1 } })).rows[0]!;
      const res = await t.request({ method: 'GET', url: `${FRONT}/schoolLib/ipSchoolPatent/v1/detail?id=w_ip_patent_ID_${row.id}`, session: platform });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().idField).toBe('w_ip_patent_ID_');
    });
  });

  describe('tenant isolation', () => {
    it('a university token cannot read an enterprise patent by id, tab, PDF or search', async () => {
      const other = await withTenant(t.db, t.tenantId('corp'), (tx) => tx.selectFrom('patent').select(['id', 'application_no', 'publication_no'])
        .where('publication_no', 'is not', null).orderBy('id').executeTakeFirstOrThrow());
      for (const path of ['detail', 'queryClaimAndDesc', 'familyInfo']) {
        const res = await t.request({ method: 'GET', url: `${FRONT}/schoolLib/ipSchoolPatent/v1/${path}?id=${other.id}`, session: staff });
        expect(res.statusCode, path).toBe(404);
      }
      const prefixed = await t.request({ method: 'GET', url: `${FRONT}/schoolLib/ipSchoolPatent/v1/detail?id=w_corp_ip_patent_ID_${other.id}`, session: staff });
      expect(prefixed.statusCode).toBe(404);
      const pdf = await t.request({ method: 'GET', url: `${FRONT}/api/patent/v1/file/desc/pdf/${other.publication_no}`, session: staff });
      expect(pdf.statusCode).toBe(404);
      expect((await search(staff, other.application_no)).total).toBe(0);
      // The owner sees it.
      const own = await t.request({ method: 'GET', url: `${FRONT}/schoolLib/ipSchoolPatent/v1/detail?id=${other.id}`, session: corp });
      expect(own.statusCode).toBe(200);
    });

    it('answers in English when asked', async () => {
      const res = await t.request({ method: 'GET', url: `${FRONT}/schoolLib/ipSchoolPatent/v1/detail?id=abc`, session: staff, headers: { 'accept-language': 'en-US' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('The patent does not exist or you may not view it');
    });

    it('needs a token', async () => {
      const res = await t.request({ method: 'POST', url: LIST, payload: {} });
      expect(res.statusCode).toBe(401);
    });
  });
});
