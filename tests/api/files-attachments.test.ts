import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { multipartFile } from '../support/multipart.ts';

const FILES = '/api/portal/system/file/v1';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

describe('attachments: upload, download, preview and delete', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let corpStaff: Session;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
    process.env.FILE_MAX_BYTES = String(64 * 1024);
    t = await createTestApp({ dataDir });
    [staff1, staff2, corpStaff] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'staff2'), t.login('corp', 'staff1')]);
  });
  afterAll(async () => {
    delete process.env.FILE_MAX_BYTES;
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (session: Session, name: string, content: Buffer, query = '') => {
    const body = multipartFile(name, content);
    return t.request({ method: 'POST', url: `${FILES}/upload${query}`, session, payload: body.payload, headers: body.headers });
  };

  it('stores an upload under a generated name in DATA_DIR/files/<tenant>/ and answers its id, name and size', async () => {
    const res = await upload(staff1, '专利附图.png', PNG, '?flowKey=patentApplyFlow');
    expect(res.statusCode).toBe(200);
    const { state, message, value } = res.json();
    expect({ state, message }).toEqual({ state: true, message: '上传成功' });
    expect(value).toMatchObject({ fileName: '专利附图.png', name: '专利附图.png', size: PNG.length, mime: 'image/png' });
    expect(value.id).toBe(value.fileId);
    const stored = fs.readdirSync(path.join(dataDir, 'files', String(staff1.tenantId)));
    expect(stored).toEqual([value.id]);
  });

  it('downloads as an attachment with the UTF-8 name, never inline, never sniffed', async () => {
    const { value } = (await upload(staff1, '说明书.pdf', PDF)).json();
    const res = await t.request({ method: 'GET', url: `${FILES}/downloadFile?fileId=${value.id}`, session: staff1 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent('说明书.pdf')}`);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('previews pictures, PDF and text inline (text as text/plain) and tells the viewer by onlinePreview', async () => {
    const text = (await upload(staff1, 'notes.txt', Buffer.from('<script>alert(1)</script> 说明'))).json().value;
    const preview = await t.request({ method: 'GET', url: `${FILES}/preview?fileId=${text.id}`, session: staff1 });
    expect(preview.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
    expect(preview.headers['content-security-policy']).toContain("default-src 'none'");
    const viewer = await t.request({ method: 'GET', url: `/api/portal/file/onlinePreviewController/v1/onlinePreview?fileId=${text.id}`, session: staff1 });
    expect(viewer.json()).toEqual({
      result: 'txt', fileId: text.id, fileName: 'notes.txt', url: `/system/file/v1/preview?fileId=${text.id}`, mime: 'text/plain; charset=utf-8', size: text.size,
    });
  });

  it('refuses an extension outside the list with the spec\'s message, and content that is not what its extension says', async () => {
    const html = await upload(staff1, 'page.html', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe('上传的附件只能是 pdf,png,jpg,jpeg,gif,docx,xlsx,pptx,zip,doc,xls,ppt,mp4,webm,mp3,wav,txt,csv格式!');
    const disguised = await upload(staff1, 'photo.png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe('文件内容与扩展名 .png 不符');
    const zipAsDocx = await upload(staff1, 'report.docx', Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.from('xl/workbook.xml')]));
    expect(zipAsDocx.json().message).toBe('文件内容与扩展名 .docx 不符');
  });

  it('refuses a file over the size limit, a request without a file and a JSON body with clear messages', async () => {
    const big = await upload(staff1, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(70 * 1024, 0x20)]));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('上传的附件不能超过 64 KB');
    const json = await t.request({ method: 'POST', url: `${FILES}/upload`, session: staff1, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('请以 multipart/form-data 格式上传文件');
    const english = await t.request({ method: 'POST', url: `${FILES}/upload`, session: staff1, payload: { file: 'x' }, headers: { 'accept-language': 'en-US' } });
    expect(english.json().message).toBe('Upload the file as multipart/form-data');
  });

  it('keeps files inside their tenant: another tenant\'s id is 附件不存在', async () => {
    const { value } = (await upload(staff1, 'a.png', PNG)).json();
    for (const url of [`${FILES}/downloadFile?fileId=${value.id}`, `${FILES}/preview?fileId=${value.id}`, `${FILES}/getFileById?fileId=${value.id}`]) {
      const res = await t.request({ method: 'GET', url, session: corpStaff });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('附件不存在');
    }
    const remove = await t.request({ method: 'DELETE', url: `${FILES}/remove?ids=${value.id}`, session: corpStaff });
    expect(remove.statusCode).toBe(404);
  });

  it('lets only the uploader delete a file; its content goes with it', async () => {
    const { value } = (await upload(staff1, 'mine.png', PNG)).json();
    const other = await t.request({ method: 'DELETE', url: `${FILES}/remove?ids=${value.id}`, session: staff2 });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('只能删除或修改自己上传的附件');
    const extra = await t.request({ method: 'POST', url: `${FILES}/updateFileExtraProp`, session: staff1, payload: { fileId: value.id, extraProps: { description: '附图 1' } } });
    expect(extra.json()).toEqual({ state: true, message: '保存成功' });
    const own = await t.request({ method: 'DELETE', url: `${FILES}/remove?ids=${value.id}`, session: staff1 });
    expect(own.json()).toEqual({ state: true, message: '删除成功', value: 1 });
    expect(fs.existsSync(path.join(dataDir, 'files', String(staff1.tenantId), value.id))).toBe(false);
    expect((await t.request({ method: 'GET', url: `${FILES}/downloadFile?fileId=${value.id}`, session: staff1 })).statusCode).toBe(404);
  });
});
