import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const PORTAL_NEWS = '/api/portal/portalNewsNotice/v1';
const FILES = '/api/portal/system/file/v1';
const picture = (asset: string) => fs.readFileSync(new URL(`../../src/server/db/seed/pictures/${asset}`, import.meta.url));

describe('the demo news carousel has pictures on a fresh start', () => {
  let t: TestApp;
  let staff1: Session;
  let visitor: Session;
  let corpStaff: Session;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-carousel-'));
    t = await createTestApp({ dataDir });
    [staff1, visitor, corpStaff] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'visitor'), t.login('corp', 'staff1')]);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists three published news with a picture each, the pictures served as the committed PNG files', async () => {
    const carousel = (await t.request({ method: 'GET', url: `${PORTAL_NEWS}/getNews`, session: staff1 })).json() as { fbt: string; rotatingDisplayPictures: { id: string; name: string }[] }[];
    expect(carousel).toHaveLength(3);
    expect(carousel.map((c) => c.rotatingDisplayPictures.map((p) => p.name))).toEqual([['活动现场.png'], ['新能源成果.png'], ['实验室.png']]);
    const assets = ['news-campus.png', 'news-energy.png', 'news-lab.png'];
    for (const [index, item] of carousel.entries()) {
      const id = item.rotatingDisplayPictures[0]!.id;
      const viewer = (await t.request({ method: 'GET', url: `/api/portal/file/onlinePreviewController/v1/onlinePreview?fileId=${id}`, session: staff1 })).json();
      expect(viewer).toMatchObject({ result: 'picture', mime: 'image/png' });
      const content = await t.request({ method: 'GET', url: `${FILES}/preview?fileId=${id}`, session: visitor });
      expect(content.statusCode).toBe(200);
      expect(content.headers['content-type']).toBe('image/png');
      expect(content.rawPayload.equals(picture(assets[index]!))).toBe(true);
    }
    // Another tenant's staff cannot open them; their own carousel has their own pictures.
    const id = carousel[0]!.rotatingDisplayPictures[0]!.id;
    expect((await t.request({ method: 'GET', url: `${FILES}/preview?fileId=${id}`, session: corpStaff })).statusCode).toBe(404);
    const corp = (await t.request({ method: 'GET', url: `${PORTAL_NEWS}/getNews`, session: corpStaff })).json() as { rotatingDisplayPictures: { id: string }[] }[];
    expect(corp).toHaveLength(3);
    expect(corp[0]!.rotatingDisplayPictures[0]!.id).not.toBe(id);
  });
});
