import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite-precompress.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { multipartFile } from '../support/multipart.ts';
import { makeZip } from '../support/zip.ts';
import { COUNTS_EVENTS_PATH, COUNTS_TICKET_PATH } from '../../src/common/api/workflow.ts';

const FILES = '/api/portal/system/file/v1';
const PREVIEW = '/api/portal/file/onlinePreviewController/v1';
const LIMIT = 256 * 1024;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const MP4 = fs.readFileSync(new URL('../fixtures/files/patent-clip.mp4', import.meta.url));
const BOUNDARY = '----portal-stream-boundary';

describe('file transfer: streamed uploads, limits, previews by type, compression', () => {
  let t: TestApp;
  let staff1: Session;
  let dataDir: string;
  let clientDir: string;
  let origin: string;
  const tenantFiles = () => {
    const dir = path.join(dataDir, 'files', String(staff1.tenantId));
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-transfer-'));
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), `<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body>${'<!-- portal -->'.repeat(200)}</body></html>`);
    fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `专利 ${i}` })))};\n`);
    fs.writeFileSync(path.join(clientDir, 'assets', 'tiny.js'), 'export {};\n');
    await precompressDir(clientDir);
    process.env.FILE_MAX_BYTES = String(LIMIT);
    process.env.SOFFICE_PATH = path.join(dataDir, 'no-libreoffice-here');
    t = await createTestApp({ dataDir, clientDir });
    staff1 = await t.login('univ', 'staff1');
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    delete process.env.FILE_MAX_BYTES;
    delete process.env.SOFFICE_PATH;
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const upload = (name: string, content: Buffer) => {
    const body = multipartFile(name, content);
    return t.request({ method: 'POST', url: `${FILES}/upload`, session: staff1, payload: body.payload, headers: body.headers });
  };

  /** A multipart upload over a real socket, chunked (no Content-Length), `total` bytes of PDF; `abortAfter` drops the connection midway. */
  const streamUpload = (total: number, abortAfter?: number) => new Promise<{ status: number; body: string } | 'aborted'>((resolve, reject) => {
    const request = http.request(`${origin}${FILES}/upload`, {
      method: 'POST', headers: { ...staff1.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'transfer-encoding': 'chunked' },
    }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', (error) => (abortAfter !== undefined ? resolve('aborted') : reject(error)));
    request.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    request.write(PDF);
    let sent = PDF.length;
    const chunk = Buffer.alloc(16 * 1024, 0x20);
    const pump = () => {
      while (sent < total) {
        if (abortAfter !== undefined && sent >= abortAfter) {
          // Give the server time to write what it got, then go away mid-file.
          setTimeout(() => { request.destroy(); setTimeout(() => resolve('aborted'), 300); }, 200);
          return;
        }
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end(`\r\n--${BOUNDARY}--\r\n`);
    };
    pump();
  });

  it('tells the pickers what upload accepts: the extensions and the limit in K or M', async () => {
    const res = await t.request({ method: 'GET', url: `${FILES}/uploadLimits`, session: staff1 });
    expect(res.json()).toEqual({ extensions: expect.arrayContaining(['pdf', 'png', 'zip', 'mp4', 'txt', 'docx']), maxBytes: LIMIT, maxSize: '256 KB' });
    expect(res.json().extensions).not.toContain('html');
  });

  it('refuses a streamed upload past the limit with a message, and leaves nothing on disk (no part file either)', async () => {
    const before = tenantFiles();
    const res = await streamUpload(LIMIT * 4);
    expect(res).not.toBe('aborted');
    const { status, body } = res as { status: number; body: string };
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual({ state: false, message: '上传的附件不能超过 256 KB' });
    expect(tenantFiles()).toEqual(before);
  });

  it('removes the part file when the client goes away mid-upload', async () => {
    const before = tenantFiles();
    expect(await streamUpload(LIMIT, LIMIT / 2)).toBe('aborted');
    await expect.poll(() => tenantFiles()).toEqual(before);
    expect(tenantFiles().some((name) => name.endsWith('.part'))).toBe(false);
  });

  it('stores a file just under the limit streamed in chunks, byte for byte', async () => {
    const res = await streamUpload(LIMIT - 32 * 1024);
    expect(res).not.toBe('aborted');
    const { value } = JSON.parse((res as { body: string }).body);
    const download = await t.request({ method: 'GET', url: `${FILES}/downloadFile?fileId=${value.id}`, session: staff1 });
    expect(download.rawPayload.length).toBe(value.size);
    expect(download.headers['content-length']).toBe(String(value.size));
    expect(download.rawPayload.subarray(0, PDF.length).equals(PDF)).toBe(true);
  });

  it('refuses a forged extension (a program named .pdf, a picture named .mp4) and keeps nothing of it', async () => {
    const before = tenantFiles();
    const exe = await upload('说明书.pdf', Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.alloc(2048)]));
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe('文件内容与扩展名 .pdf 不符');
    const fakeVideo = await upload('clip.mp4', PDF);
    expect(fakeVideo.json().message).toBe('文件内容与扩展名 .mp4 不符');
    const english = await t.request({ method: 'POST', url: `${FILES}/upload`, session: staff1, ...(() => {
      const body = multipartFile('run.exe', Buffer.from('MZ'));
      return { payload: body.payload, headers: { ...body.headers, 'accept-language': 'en-US' } };
    })() });
    expect(english.json().message).toMatch(/^Attachments may only be of the formats pdf,.*mp4.*!$/);
    expect(tenantFiles()).toEqual(before);
  });

  it('plays media: an mp4 is result media, served inline with byte ranges for seeking', async () => {
    const { value } = (await upload('演示.mp4', MP4)).json();
    const viewer = (await t.request({ method: 'GET', url: `${PREVIEW}/onlinePreview?fileId=${value.id}`, session: staff1 })).json();
    expect(viewer).toMatchObject({ result: 'media', mime: 'video/mp4', size: MP4.length });
    const part = await t.request({ method: 'GET', url: `${FILES}/preview?fileId=${value.id}`, session: staff1, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${MP4.length}`);
    expect(part.rawPayload.equals(MP4.subarray(100, 200))).toBe(true);
    const beyond = await t.request({ method: 'GET', url: `${FILES}/preview?fileId=${value.id}`, session: staff1, headers: { range: `bytes=${MP4.length}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('lists a zip as a file tree (UTF-8 and GBK names) without extracting it; a damaged zip is a clear error', async () => {
    const zip = makeZip([{ name: '申请文件/' }, { name: '申请文件/说明书.txt', content: '说明书正文' }, { name: 'drawings/fig1.txt', content: 'x'.repeat(300) }]);
    const { value } = (await upload('申请材料.zip', zip)).json();
    expect((await t.request({ method: 'GET', url: `${PREVIEW}/onlinePreview?fileId=${value.id}`, session: staff1 })).json().result).toBe('compress');
    const tree = await t.request({ method: 'GET', url: `${PREVIEW}/archiveEntries?fileId=${value.id}`, session: staff1 });
    expect(tree.json()).toEqual({
      truncated: false,
      entries: [
        { path: '申请文件', size: 0, compressedSize: 0, dir: true },
        { path: '申请文件/说明书.txt', size: Buffer.byteLength('说明书正文'), compressedSize: Buffer.byteLength('说明书正文'), dir: false },
        { path: 'drawings/fig1.txt', size: 300, compressedSize: 300, dir: false },
      ],
    });
    const broken = (await upload('broken.zip', Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(100)]))).json().value;
    const bad = await t.request({ method: 'GET', url: `${PREVIEW}/archiveEntries?fileId=${broken.id}`, session: staff1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('无法读取压缩包，文件可能已损坏');
  });

  it('lets only those who may read a file see its archive tree or its Office PDF: others 403, other tenants 404', async () => {
    const [staff2, corp] = await Promise.all([t.login('univ', 'staff2'), t.login('corp', 'staff1')]);
    const zip = (await upload('private.zip', makeZip([{ name: 'a.txt', content: 'a' }]))).json().value;
    const docx = (await upload('private.docx', makeZip([{ name: 'word/document.xml', content: '<w:document/>' }]))).json().value;
    for (const url of [`${PREVIEW}/archiveEntries?fileId=${zip.id}`, `${PREVIEW}/officePdf?fileId=${docx.id}`]) {
      const other = await t.request({ method: 'GET', url, session: staff2 });
      expect([other.statusCode, other.json().message]).toEqual([403, '无权查看此附件']);
      const tenant = await t.request({ method: 'GET', url, session: corp });
      expect([tenant.statusCode, tenant.json().message]).toEqual([404, '附件不存在']);
    }
    expect((await t.request({ method: 'GET', url: `${PREVIEW}/archiveEntries?fileId=${zip.id}`, session: staff1 })).statusCode).toBe(200);
  });

  it('says clearly that Office documents cannot be previewed when LibreOffice is not installed', async () => {
    const docx = makeZip([{ name: '[Content_Types].xml', content: '<Types/>' }, { name: 'word/document.xml', content: '<w:document/>' }]);
    const { value } = (await upload('交底书.docx', docx)).json();
    const viewer = (await t.request({ method: 'GET', url: `${PREVIEW}/onlinePreview?fileId=${value.id}`, session: staff1 })).json();
    expect(viewer).toMatchObject({ result: 'office', officeConverter: false, pdfUrl: `/file/onlinePreviewController/v1/officePdf?fileId=${value.id}` });
    const pdf = await t.request({ method: 'GET', url: `${PREVIEW}/officePdf?fileId=${value.id}`, session: staff1, headers: { 'accept-language': 'en-US' } });
    expect(pdf.statusCode).toBe(501);
    expect(pdf.json().message).toMatch(/^LibreOffice \(soffice\) is not installed on the server/);
  });

  it('compresses what it sends: brotli first, else gzip, with Vary; not for clients that do not ask, nor for PDFs', async () => {
    const plain = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.request({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gz = await t.request({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    const { value } = (await upload('a.pdf', Buffer.concat([PDF, Buffer.alloc(8000, 0x20)]))).json();
    const pdf = await t.request({ method: 'GET', url: `${FILES}/preview?fileId=${value.id}`, session: staff1, headers: { 'accept-encoding': 'br, gzip' } });
    expect(pdf.headers['content-encoding']).toBeUndefined();
  });

  it('serves the client\'s precompressed assets as they are, with Content-Encoding and Vary', async () => {
    const file = path.join(clientDir, 'assets', 'app.js');
    expect(fs.existsSync(`${file}.br`) && fs.existsSync(`${file}.gz`)).toBe(true);
    expect(fs.existsSync(path.join(clientDir, 'assets', 'tiny.js.br'))).toBe(false);
    const br = await t.request({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.equals(fs.readFileSync(`${file}.br`))).toBe(true);
    const gz = await t.request({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.rawPayload.equals(fs.readFileSync(`${file}.gz`))).toBe(true);
    const plain = await t.request({ method: 'GET', url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(fs.readFileSync(file))).toBe(true);
    const page = await t.request({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('/assets/app.js');
  });

  it('does not hold back server-sent events behind a compressor: the first event arrives as plain text', async () => {
    const ticket = (await t.request({ method: 'POST', url: `/api/bpm-runtime${COUNTS_TICKET_PATH}`, session: staff1 })).json();
    const first = await new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
      const request = http.get(`${origin}/api/bpm-runtime${COUNTS_EVENTS_PATH}?ticket=${encodeURIComponent(ticket.value?.ticket ?? ticket.ticket)}&tenantCode=univ`, {
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/event-stream' },
      }, (response) => {
        response.once('data', (chunk: Buffer) => {
          resolve({ encoding: response.headers['content-encoding'], text: chunk.toString('utf8') });
          request.destroy();
        });
      });
      request.on('error', reject);
    });
    expect(first.encoding).toBeUndefined();
    expect(first.text).toMatch(/^event: counts\ndata: \{/);
  });
});
