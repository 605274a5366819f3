import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/database.ts';
import { up } from '../../src/server/db/migrations/0047-file-public.ts';
import { syncPublicFiles } from '../../src/server/modules/files/file-access.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { workflowClient } from './workflow-helpers.ts';
import { multipartFile } from '../support/multipart.ts';

const FILES = '/api/portal/system/file/v1';
const FORM = '/api/form/form/dataTemplate/v1';
const BULLETINS = '/api/front/ipSchoolBulletin/v1';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

/** The demo accounts of README.md, each signed in to univ (the visitor without a password). */
const ROLES = ['admin', 'ipadmin', 'leader', 'staff1', 'agent', 'guest1', 'visitor'] as const;
type Role = typeof ROLES[number];
type Outcome = 'read' | 'refused' | 'missing';

interface Operation { tags?: string[]; parameters?: { in: string; name: string }[] }

/**
 * Who may read a file, over every route of the files module that reads one by fileId (taken from the OpenAPI
 * document, not a hand list): the uploader, whoever may read what references it, everyone for a public file, and
 * nobody of another tenant.
 */
describe('who may read a file', () => {
  let t: TestApp;
  let dataDir: string;
  const univ = {} as Record<Role, Session>;
  let staff2: Session;
  let corpAdmin: Session;
  let corpVisitor: Session;
  let readRoutes: string[];
  let college: number;

  const visitorOf = async (code: string): Promise<Session> => {
    const body = (await t.request({ method: 'POST', url: `/api/uc/auth/visitor?tenantId=${t.tenantId(code)}` })).json();
    return {
      token: body.token, refreshToken: body.refreshToken, tenantCode: code, tenantId: t.tenantId(code), userId: body.userId,
      headers: { authorization: `Bearer ${body.token}`, 'tenant-code': code, 'accept-language': 'zh-CN' },
    };
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-file-access-'));
    t = await createTestApp({ dataDir });
    for (const role of ROLES) univ[role] = role === 'visitor' ? await visitorOf('univ') : await t.login('univ', role);
    staff2 = await t.login('univ', 'staff2');
    corpAdmin = await t.login('corp', 'admin');
    corpVisitor = await visitorOf('corp');
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    readRoutes = Object.entries(doc.paths).flatMap(([route, operations]) => Object.entries(operations)
      .filter(([method, op]) => method === 'get' && op.tags?.includes('files') && op.parameters?.some((p) => p.in === 'query' && p.name === 'fileId'))
      .map(() => route));
    college = (await withTenant(t.db, t.tenantId('univ'), (tx) => tx.selectFrom('org').select('id').where('code', '=', 'cs').executeTakeFirstOrThrow())).id;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (session: Session, name = 'picture.png') => {
    const body = multipartFile(name, PNG);
    const res = await t.request({ method: 'POST', url: `${FILES}/upload`, session, payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(200);
    return res.json().value as { id: string; name: string };
  };

  const ONE_TYPE_ROUTES = ['/onlinePreviewController/v1/archiveEntries', '/onlinePreviewController/v1/officePdf', '/system/file/v1/mediaTicket'];
  /** What every file read route answers one caller: all 200, all 403 无权查看此附件, or all 404 附件不存在 (else the mix). */
  const outcome = async (session: Session, fileId: string): Promise<Outcome | string> => {
    const seen = new Set<string>();
    // The archive tree and the Office PDF answer only for their own type (their access check: files-transfer.test.ts),
    // the media ticket only for audio and video (its access check: files-media-stream.test.ts).
    for (const route of readRoutes.filter((r) => !ONE_TYPE_ROUTES.some((end) => r.endsWith(end)))) {
      const res = await t.request({ method: 'GET', url: `${route}?fileId=${fileId}`, session });
      const message = res.statusCode === 200 ? '' : (res.json() as { message?: string }).message;
      seen.add(`${res.statusCode} ${message}`);
    }
    const [only] = seen;
    if (seen.size === 1 && only === '200 ') return 'read';
    if (seen.size === 1 && only === '403 无权查看此附件') return 'refused';
    if (seen.size === 1 && only === '404 附件不存在') return 'missing';
    return [...seen].join(' | ');
  };
  const outcomes = async (fileId: string) => Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, await outcome(univ[r], fileId)] as const)));
  const others = async (fileId: string) => ({ corpAdmin: await outcome(corpAdmin, fileId), corpVisitor: await outcome(corpVisitor, fileId) });
  const NO_OTHER_TENANT = { corpAdmin: 'missing', corpVisitor: 'missing' };

  it('finds the file read routes in the OpenAPI document: download, preview, getFileById, onlinePreview', () => {
    expect(readRoutes).toEqual(expect.arrayContaining([
      '/api/portal/system/file/v1/downloadFile', '/api/portal/system/file/v1/preview', '/api/portal/system/file/v1/getFileById',
      '/api/portal/file/onlinePreviewController/v1/onlinePreview',
    ]));
  });

  it('lets only the uploader read a file nothing references; the others get 403 in their language, other tenants 404', async () => {
    const file = await upload(univ.staff1);
    expect(await outcomes(file.id)).toEqual({
      admin: 'refused', ipadmin: 'refused', leader: 'refused', staff1: 'read', agent: 'refused', guest1: 'refused', visitor: 'refused',
    });
    expect(await others(file.id)).toEqual(NO_OTHER_TENANT);
    const english = await t.request({ method: 'GET', url: `${FILES}/downloadFile?fileId=${file.id}`, session: staff2, headers: { 'accept-language': 'en-US' } });
    expect(english.statusCode).toBe(403);
    expect(english.json()).toEqual({ state: false, message: 'You may not open this attachment' });
  });

  it('lets whoever may read a business record read its attachments, and nobody else', async () => {
    const file = await upload(univ.staff1, '附图.png');
    const saved = await t.request({ method: 'POST', url: `${FORM}/boSave/patentApply`, session: univ.staff1, payload: { boData: {
      title: '一种带附件的电解质', type: 'invent', claims: '1. 一种电解质', college, applicationDate: '2026-03-01', pageCount: 3, contactEmail: 'a@b.cn',
      inventorShares: [{ name: '张伟', share: 100, isFirst: true }], attachments: [{ id: file.id, name: file.name }],
    } } });
    expect(saved.json()).toMatchObject({ state: true });
    const recordId = saved.json().value.id as string;
    const readsRecord = async (role: Role) =>
      (await t.request({ method: 'GET', url: `${FORM}/getForm/patentApply/patentApply?id=${recordId}`, session: univ[role] })).statusCode === 200;
    const expected = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, (await readsRecord(r)) ? 'read' : 'refused'] as const)));
    // The record's readers: its creator and the record managers read it, the visitor, guest and agent do not.
    expect(expected).toMatchObject({ admin: 'read', ipadmin: 'read', staff1: 'read', agent: 'refused', guest1: 'refused', visitor: 'refused' });
    expect(await outcomes(file.id)).toEqual(expected);
    expect(await others(file.id)).toEqual(NO_OTHER_TENANT);
  });

  it('lets the readers of an approval read the files of its form and of its opinions', async () => {
    const wf = workflowClient(t);
    const file = await upload(univ.staff1, '交底书.png');
    const started = await wf.start(univ.staff1, { flowKey: 'patentApply', subject: '带附件的申请' }, { title: '带附件', attachments: [{ id: file.id, name: file.name }] });
    expect(started.json()).toMatchObject({ state: true });
    const instId = started.json().instId as string;
    const readsInstance = async (role: Role) =>
      (await t.request({ method: 'GET', url: `/api/bpm-runtime/runtime/instance/v1/getInstanceByInstId?instId=${instId}`, session: univ[role] })).statusCode === 200;
    const expected = async () => Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, (await readsInstance(r)) ? 'read' : 'refused'] as const)));
    // The initiator and the college leader who holds the first step read it; the agent, guest and visitor do not.
    expect(await expected()).toMatchObject({ staff1: 'read', leader: 'read', agent: 'refused', guest1: 'refused', visitor: 'refused' });
    expect(await outcomes(file.id)).toEqual(await expected());
    expect(await outcome(staff2, file.id)).toBe('refused');

    const opinionFile = await upload(univ.leader, '意见.png');
    const [task] = await wf.todo(univ.leader, instId);
    expect((await wf.complete(univ.leader, task!.id, 'agree', { files: [{ id: opinionFile.id, name: opinionFile.name }] })).json()).toMatchObject({ state: true });
    const afterOpinion = await expected();
    expect(afterOpinion).toMatchObject({ staff1: 'read', leader: 'read', ipadmin: 'read', agent: 'refused', visitor: 'refused' });
    expect(await outcomes(opinionFile.id)).toEqual(afterOpinion);
    expect(await others(opinionFile.id)).toEqual(NO_OTHER_TENANT);
  });

  it('refuses a record, an approval or an opinion that names a file its author may not read, so naming an id opens nothing', async () => {
    const wf = workflowClient(t);
    const secret = await upload(univ.staff1, '未公开.png');
    const borrowed = [{ id: secret.id, name: secret.name }];
    const record = await t.request({ method: 'POST', url: `${FORM}/boSave/patentApply`, session: staff2, payload: { boData: {
      title: '借用附件', type: 'invent', claims: '1. 一种电解质', college, applicationDate: '2026-03-01', pageCount: 3, contactEmail: 'a@b.cn',
      inventorShares: [{ name: '李娜', share: 100, isFirst: true }], attachments: borrowed,
    } } });
    expect(record.statusCode).toBe(403);
    expect(record.json().message).toBe('无权查看此附件');
    const started = await wf.start(staff2, { flowKey: 'patentApply', subject: '借用附件' }, { title: '借用', attachments: borrowed });
    expect(started.statusCode).toBe(403);
    expect(started.json().message).toBe('无权查看此附件');

    const own = await wf.start(univ.staff1, { flowKey: 'patentApply', subject: '意见附件' }, { title: '意见附件' });
    const [task] = await wf.todo(univ.leader, own.json().instId as string);
    const opinion = await wf.complete(univ.leader, task!.id, 'agree', { files: borrowed });
    expect(opinion.statusCode).toBe(403);
    expect(opinion.json().message).toBe('无权查看此附件');
    expect(await outcome(staff2, secret.id)).toBe('refused');
    expect(await outcome(univ.leader, secret.id)).toBe('refused');
    // The uploader names it in their own record; a manager then edits that record keeping it: both are fine.
    const mine = await t.request({ method: 'POST', url: `${FORM}/boSave/patentApply`, session: univ.staff1, payload: { boData: {
      title: '自己的附件', type: 'invent', claims: '1. 一种电解质', college, applicationDate: '2026-03-01', pageCount: 3, contactEmail: 'a@b.cn',
      inventorShares: [{ name: '张伟', share: 100, isFirst: true }], attachments: borrowed,
    } } });
    expect(mine.json()).toMatchObject({ state: true, value: { version: 1 } });
    const edited = await t.request({ method: 'POST', url: `${FORM}/boSave/patentApply`, session: univ.ipadmin, payload: { id: mine.json().value.id, version: 1, boData: {
      title: '自己的附件（改）', type: 'invent', claims: '1. 一种电解质', college, applicationDate: '2026-03-01', pageCount: 3, contactEmail: 'a@b.cn',
      inventorShares: [{ name: '张伟', share: 100, isFirst: true }], attachments: borrowed,
    } } });
    expect(edited.json()).toMatchObject({ state: true, value: { version: 2 } });
  });

  it('makes a published bulletin\'s pictures public to the tenant, and private again when it is withdrawn', async () => {
    const picture = await upload(univ.ipadmin, '公告配图.png');
    const save = (body: Record<string, unknown>) => t.request({ method: 'POST', url: `${BULLETINS}/save`, session: univ.ipadmin, payload: body });
    const created = await save({ fTitle: '带配图的公告', fPicture: [{ id: picture.id, name: picture.name }], F_STATUS: 0 });
    expect(created.json()).toMatchObject({ state: true });
    const id = created.json().value.id as number;
    // Unpublished: the uploader and the bulletin administrators.
    expect(await outcomes(picture.id)).toEqual({
      admin: 'read', ipadmin: 'read', leader: 'refused', staff1: 'refused', agent: 'refused', guest1: 'refused', visitor: 'refused',
    });
    const status = (value: number) => t.request({ method: 'POST', url: `${BULLETINS}/update/status`, session: univ.ipadmin, payload: { ids: [id], status: value } });
    expect((await status(1)).json()).toMatchObject({ state: true });
    expect(await outcomes(picture.id)).toEqual(Object.fromEntries(ROLES.map((r) => [r, 'read'])));
    expect(await others(picture.id)).toEqual(NO_OTHER_TENANT);
    expect((await status(0)).json()).toMatchObject({ state: true });
    expect(await outcome(univ.staff1, picture.id)).toBe('refused');
    expect(await outcome(univ.visitor, picture.id)).toBe('refused');
  });

  it('refuses a bulletin that names a private file of someone else, so nobody publishes what they may not read', async () => {
    const private1 = await upload(univ.staff1, '私有.png');
    const save = (body: Record<string, unknown>) => t.request({ method: 'POST', url: `${BULLETINS}/save`, session: univ.ipadmin, payload: body });
    const asPicture = await save({ fTitle: '借用附件', fPicture: [{ id: private1.id }], F_STATUS: 1 });
    expect(asPicture.statusCode).toBe(403);
    expect(asPicture.json().message).toBe('无权查看此附件');
    const inContent = await save({ fTitle: '借用附件', fContent: `<img src="/system/file/v1/preview?fileId=${private1.id}">`, F_STATUS: 1 });
    expect(inContent.statusCode).toBe(403);
    expect(await outcome(univ.visitor, private1.id)).toBe('refused');
  });

  it('lets everyone of the tenant read a file kept as a patent\'s full-text document, as the patent PDF route serves it', async () => {
    const file = await upload(univ.ipadmin, 'fulltext.png');
    const tenant = t.tenantId('univ');
    await withTenant(t.db, tenant, async (tx) => {
      await sql`insert into patent_document (tenant_id, patent_id, file_name, file_path, size)
        select ${tenant}, min(id), 'fulltext.png', ${`${tenant}/${file.id}`}, ${PNG.length} from patent where tenant_id = ${tenant}`.execute(tx);
    });
    expect(await outcomes(file.id)).toEqual(Object.fromEntries(ROLES.map((r) => [r, 'read'])));
    expect(await others(file.id)).toEqual(NO_OTHER_TENANT);
  });

  it('migration 0047 marks the logo and published bulletin pictures of an existing tenant public, and nothing else', async () => {
    const tenant = t.tenantId('univ');
    const [logo, shown, hidden, plain] = [await upload(univ.admin, 'logo2.png'), await upload(univ.ipadmin, 'shown.png'), await upload(univ.ipadmin, 'hidden.png'), await upload(univ.staff1)];
    await sql`alter table file drop column public`.execute(t.db);
    await withTenant(t.db, tenant, async (tx) => {
      await sql`update sys_property set value = jsonb_set(value, '{frontLogo}', ${JSON.stringify([{ id: logo.id }])}::jsonb)
        where tenant_id = ${tenant} and alias = 'sysSetting'`.execute(tx);
      await sql`insert into ip_school_bulletin (tenant_id, title, picture, content, publish_date, status) values
        (${tenant}, '已发布', ${JSON.stringify([{ id: shown.id }])}::jsonb, '', current_date, 1),
        (${tenant}, '未发布', ${JSON.stringify([{ id: hidden.id }])}::jsonb, '', current_date, 0)`.execute(tx);
    });
    await up(t.db as unknown as Kysely<unknown>);
    const marks = await withTenant(t.db, tenant, async (tx) => Object.fromEntries((await sql<{ id: string; public: boolean }>`
      select id, public from file where id in (${sql.join([logo.id, shown.id, hidden.id, plain.id])})`.execute(tx)).rows.map((r) => [r.id, r.public])));
    expect(marks).toEqual({ [logo.id]: true, [shown.id]: true, [hidden.id]: false, [plain.id]: false });
    expect(await outcome(univ.visitor, shown.id)).toBe('read');
    expect(await outcome(univ.visitor, hidden.id)).toBe('refused');
  });

  it('keeps the tenant logo readable by everyone of the tenant, the visitor too, and by no other tenant', async () => {
    const logo = await upload(univ.admin, 'logo.png');
    expect(await outcome(univ.visitor, logo.id)).toBe('refused');
    const tenant = t.tenantId('univ');
    await withTenant(t.db, tenant, async (tx) => {
      await sql`update sys_property set value = jsonb_set(value, '{frontLogo}', ${JSON.stringify([{ id: logo.id, name: logo.name }])}::jsonb)
        where tenant_id = ${tenant} and alias = 'sysSetting'`.execute(tx);
      await syncPublicFiles(tx, tenant);
    });
    expect(await outcomes(logo.id)).toEqual(Object.fromEntries(ROLES.map((r) => [r, 'read'])));
    expect(await others(logo.id)).toEqual(NO_OTHER_TENANT);
  });
});
