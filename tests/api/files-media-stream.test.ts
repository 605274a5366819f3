import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { multipartFile } from '../support/multipart.ts';

const FILES = '/api/portal/system/file/v1';
const MP4 = fs.readFileSync(new URL('../fixtures/files/patent-clip.mp4', import.meta.url));
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

describe('media streaming: the player fetches ranges itself with a ticket for one file and session', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-media-'));
    t = await createTestApp({ dataDir });
    [staff1, staff2] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'staff2')]);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (session: Session, name: string, content: Buffer) => {
    const body = multipartFile(name, content);
    return (await t.request({ method: 'POST', url: `${FILES}/upload`, session, payload: body.payload, headers: body.headers })).json().value as { id: string };
  };
  /** What a <video> element sends: no Authorization, no Tenant-Code. */
  const play = (url: string, range?: string) => t.request({ method: 'GET', url: `/api/portal${url}`, headers: range ? { range } : {} });

  it('answers 206 with Accept-Ranges and Content-Range for a range, the whole file without one, 416 past the end', async () => {
    const clip = await upload(staff1, '演示.mp4', MP4);
    const ticket = await t.request({ method: 'GET', url: `${FILES}/mediaTicket?fileId=${clip.id}`, session: staff1 });
    expect(ticket.statusCode).toBe(200);
    const { url } = ticket.json() as { url: string };
    expect(url).toMatch(/^\/system\/file\/v1\/media\?ticket=[\w-]+\.[\w-]+\.[\w-]+$/);

    const whole = await play(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(MP4)).toBe(true);

    const part = await play(url, 'bytes=1000-1999');
    expect(part.statusCode).toBe(206);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${MP4.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.rawPayload.equals(MP4.subarray(1000, 2000))).toBe(true);

    const tail = await play(url, 'bytes=-100');
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${MP4.length - 100}-${MP4.length - 1}/${MP4.length}`);

    const beyond = await play(url, `bytes=${MP4.length + 10}-`);
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${MP4.length}`);
  });

  it('a ticket is no access token, is for its file only, not forged, and ends with its session', async () => {
    const clip = await upload(staff1, 'clip.mp4', MP4);
    const { url } = (await t.request({ method: 'GET', url: `${FILES}/mediaTicket?fileId=${clip.id}`, session: staff1 })).json() as { url: string };
    const ticket = url.split('=').pop()!;
    const asBearer = await t.request({ method: 'GET', url: `${FILES}/getFileById?fileId=${clip.id}`, headers: { authorization: `Bearer ${ticket}`, 'tenant-code': 'univ' } });
    expect(asBearer.statusCode).toBe(401);
    const [head, body] = ticket.split('.');
    expect((await play(`/system/file/v1/media?ticket=${head}.${body}.AAAA`)).statusCode).toBe(401);
    expect((await play(`/system/file/v1/media?ticket=${staff1.token}`)).statusCode).toBe(401);

    // Only audio and video get tickets; a file the caller may not read gets none.
    const picture = await upload(staff1, 'a.png', PNG);
    const refused = await t.request({ method: 'GET', url: `${FILES}/mediaTicket?fileId=${picture.id}`, session: staff1 });
    expect(refused.json()).toEqual({ state: false, message: '只有音频和视频文件可以在播放器中播放' });
    const notTheirs = await t.request({ method: 'GET', url: `${FILES}/mediaTicket?fileId=${clip.id}`, session: staff2 });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toEqual({ state: false, message: '无权查看此附件' });

    const session = await t.login('univ', 'staff1');
    const own = (await t.request({ method: 'GET', url: `${FILES}/mediaTicket?fileId=${clip.id}`, session })).json() as { url: string };
    expect((await play(own.url, 'bytes=0-9')).statusCode).toBe(206);
    expect((await t.request({ method: 'POST', url: '/api/uc/signout', session })).statusCode).toBe(200);
    expect((await play(own.url, 'bytes=0-9')).statusCode).toBe(401);
    expect((await play(url, 'bytes=0-9')).statusCode).toBe(206);
  });
});
