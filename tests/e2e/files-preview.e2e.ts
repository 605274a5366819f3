import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { apiCall, apiSignIn, type ApiSession } from './support/workflow-api.ts';
import { makePdf, makePng } from '../support/sample-files.ts';
import { makeZip } from '../support/zip.ts';

const MP4 = fs.readFileSync(path.resolve('tests/fixtures/files/patent-clip.mp4'));
const SHOTS = process.env.FILES_SHOTS_DIR;

async function upload(session: ApiSession, name: string, content: Buffer): Promise<{ id: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const res = await fetch(`${baseUrl()}/api/portal/system/file/v1/upload`, { method: 'POST', headers: session.headers, body: form });
  if (!res.ok) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { value: { id: string } }).value;
}

async function shot(page: Page, name: string) {
  const file = await screenshot(page, name);
  if (SHOTS) fs.copyFileSync(file, path.join(SHOTS, path.basename(file)));
}

function viewers(locale: Locale) {
  const browser = useBrowser({ locale, viewport: { width: 1280, height: 900 } });

  test('a PDF opens in pdf.js, a picture in the image viewer (zoom 0.4 to 3), text in a sandboxed frame', async () => {
    const { page } = browser;
    const staff1 = await apiSignIn(baseUrl(), 'staff1');
    const [pdf, png, txt] = await Promise.all([
      upload(staff1, '说明书.pdf', makePdf('Patent full text 2026')),
      upload(staff1, '附图1.png', makePng(480, 300)),
      upload(staff1, '权利要求.txt', Buffer.from('1. 一种电解质，其特征在于……\n<script>window.pwned = 1</script>\n')),
    ]);
    await login(page, { account: 'staff1' });

    await page.goto(`/pdf/file/${pdf.id}`);
    await page.locator('[data-testid="pdf-viewer"][data-rendered="true"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-testid="file-size"]').textContent()).toMatch(/^\d+\.\dK$/);
    await shot(page, `files-viewer-pdf-${locale}`);

    await page.goto(`/iframeSrc/file/${png.id}`);
    const img = page.locator('[data-testid="image-content"]');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(480);
    for (let i = 0; i < 30; i++) await page.locator('[data-testid="image-zoom-in"]').click({ force: true });
    expect(await page.locator('[data-testid="image-viewer"]').getAttribute('data-scale')).toBe('3');
    for (let i = 0; i < 30; i++) await page.locator('[data-testid="image-zoom-out"]').click({ force: true });
    expect(await page.locator('[data-testid="image-viewer"]').getAttribute('data-scale')).toBe('0.4');
    await page.locator('[data-testid="image-zoom-in"]').click();
    expect(await page.locator('[data-testid="image-zoom"]').textContent()).toBe('50%');
    await shot(page, `files-viewer-picture-${locale}`);

    await page.goto(`/iframeSrc/file/${txt.id}`);
    const frame = page.frameLocator('[data-testid="text-frame"]');
    await expect.poll(() => frame.locator('pre').textContent()).toContain('<script>window.pwned = 1</script>');
    expect(await page.locator('[data-testid="text-frame"]').getAttribute('sandbox')).toBe('');
    await shot(page, `files-viewer-text-${locale}`);
    // The fixture's language init script also runs in the sandboxed text frame, where storage is (rightly) refused.
    expect(browser.errors.filter((e) => !/document is sandboxed/i.test(e))).toEqual([]);
  });

  test('a zip opens as a file tree, an mp4 in the player (speeds), an Office document as PDF or a clear message, a missing file says 附件不存在', async () => {
    const { page } = browser;
    const staff1 = await apiSignIn(baseUrl(), 'staff1');
    const [zip, mp4, docx] = await Promise.all([
      upload(staff1, '申请材料.zip', makeZip([{ name: '申请文件/' }, { name: '申请文件/说明书.txt', content: '说明书' }, { name: '附图/fig1.png', content: makePng(8, 8) }])),
      upload(staff1, '演示.mp4', MP4),
      upload(staff1, '交底书.docx', makeZip([{ name: '[Content_Types].xml', content: '<Types/>' }, { name: 'word/document.xml', content: '<w:document/>' }])),
    ]);
    await login(page, { account: 'staff1' });

    await page.goto(`/iframeSrc/file/${zip.id}`);
    await page.locator('[data-testid="archive-tree"]').getByText('申请文件', { exact: true }).waitFor();
    await page.locator('[data-testid="archive-tree"]').getByText(/fig1\.png/).waitFor();
    await shot(page, `files-viewer-zip-${locale}`);

    await page.goto(`/iframeSrc/file/${mp4.id}`);
    const video = page.locator('video[data-testid="media-element"]');
    await expect.poll(() => video.evaluate((el) => (el as HTMLVideoElement).readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((el) => (el as HTMLVideoElement).duration)).toBeGreaterThan(1);
    expect(await video.getAttribute('width')).toBe('800');
    await page.locator('[data-testid="media-speed"]').getByText('1.5x').click();
    expect(await video.evaluate((el) => (el as HTMLVideoElement).playbackRate)).toBe(1.5);
    await shot(page, `files-viewer-media-${locale}`);

    // Office documents: converted to PDF where LibreOffice is installed, else the viewer says why it cannot show them.
    const office = await apiCall<{ officeConverter: boolean }>(baseUrl(), staff1, `/api/portal/file/onlinePreviewController/v1/onlinePreview?fileId=${docx.id}`);
    await page.goto(`/iframeSrc/file/${docx.id}`);
    if (office.officeConverter) await page.locator('[data-testid="pdf-viewer"]').waitFor({ timeout: 60_000 });
    else await page.locator('[data-testid="office-missing"]').getByText(/LibreOffice/).waitFor();
    await shot(page, `files-viewer-office-${locale}`);

    await page.goto('/iframeSrc/file/00000000-0000-4000-8000-000000000000');
    await page.locator('[data-testid="file-missing"]').getByText(locale === 'zh-CN' ? '附件不存在' : 'The attachment does not exist').waitFor();
    await shot(page, `files-viewer-missing-${locale}`);
    expect(browser.errors.filter((e) => !/404|Not Found/i.test(e))).toEqual([]);
  });

  test('bulk upload: per-file progress and result; a real full text is attached, a forged PDF and an oversized file are refused with a message', async () => {
    const { page } = browser;
    const ipadmin = await apiSignIn(baseUrl(), 'ipadmin');
    const { rows } = await apiCall<{ rows: Array<{ fPublicationNo: string | null; fName: string }> }>(baseUrl(), ipadmin, '/api/front/schoolLib/ipSchoolPatent/v1/query',
      { pageBean: { page: 1, pageSize: 5 }, querys: [{ property: 'fPublicationNo', operation: 'NOTNULL' }] });
    const found = rows.find((row) => row.fPublicationNo)!;
    const patent = { publicationNo: found.fPublicationNo!, name: found.fName };
    await login(page, { account: 'ipadmin' });
    await page.goto('/documentManage/bulkUpload');
    await page.locator('[data-testid="bulk-upload"]').waitFor();
    await expect.poll(() => page.locator('[data-testid="bulk-upload"] input[type="file"]').getAttribute('accept')).toBe('.pdf');
    await page.locator('[data-testid="bulk-upload"] input[type="file"]').setInputFiles([
      { name: `${patent.publicationNo}.pdf`, mimeType: 'application/pdf', buffer: makePdf(`Full text of ${patent.publicationNo}`) },
      { name: 'CN000000000A.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ this is a program, not a PDF') },
      { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([makePdf('big'), Buffer.alloc(10 * 1024 * 1024 + 1024, 0x20)]) },
    ]);
    const results = page.locator('[data-testid="upload-result"]');
    await expect.poll(() => results.count()).toBe(3);
    expect(await results.nth(2).textContent()).toBe(locale === 'zh-CN' ? '上传的附件不能超过 10 MB' : 'The file must not be larger than 10 MB');
    await page.locator('[data-testid="bulk-upload-start"]').click();
    await expect.poll(() => results.nth(0).textContent(), { timeout: 15_000 }).toContain(patent.name);
    await expect.poll(() => results.nth(1).textContent()).toBe(locale === 'zh-CN' ? '文件内容与扩展名 .pdf 不符' : 'The file content does not match its extension .pdf');
    await shot(page, `files-bulk-upload-${locale}`);
    const served = await fetch(`${baseUrl()}/api/front/api/patent/v1/file/desc/pdf/${encodeURIComponent(patent.publicationNo!)}`, { headers: ipadmin.headers });
    expect(Buffer.from(await served.arrayBuffer()).toString('latin1')).toContain(`Full text of ${patent.publicationNo}`);
  });
}

describeBrowser('file viewers and uploads (zh-CN)', () => viewers('zh-CN'));
describeBrowser('file viewers and uploads (en-US)', () => viewers('en-US'));
