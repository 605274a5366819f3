import { expect, test } from 'vitest';
import { baseUrl, describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { apiCall, apiSignIn, startFlow, todoOf, type ApiSession } from './support/workflow-api.ts';
import { openTask } from './support/workflow-steps.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

/** Uploads a PNG as `session` through the upload route, as the browser's upload widget does. */
async function uploadPng(base: string, session: ApiSession, name: string): Promise<{ id: string; name: string }> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), name);
  const res = await fetch(`${base}/api/portal/system/file/v1/upload`, { method: 'POST', headers: session.headers, body: form });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { value: { id: string; name: string } }).value;
}

describeBrowser('files the reader may open (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });

  test('a published bulletin shows its picture to staff (loaded with the session, not a bare link)', async () => {
    const { page } = browser;
    const base = baseUrl();
    const ipadmin = await apiSignIn(base, 'ipadmin');
    const picture = await uploadPng(base, ipadmin, '公告配图.png');
    const saved = await apiCall<{ value: { id: number } }>(base, ipadmin, '/api/front/ipSchoolBulletin/v1/save',
      { fTitle: `配图公告 ${Date.now()}`, fContent: '<p>见配图</p>', fPicture: [picture], F_STATUS: 1 });

    await login(page, { account: 'staff1' });
    await page.goto(`/bulletin/${saved.value.id}`);
    const img = page.locator('[data-testid="bulletin-picture"]');
    await img.waitFor();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'files-bulletin-picture-zh-CN');
  });

  test('the approver downloads the attachment of the form they approve from its link', async () => {
    const { page } = browser;
    const base = baseUrl();
    const [staff1, leader] = await Promise.all([apiSignIn(base, 'staff1'), apiSignIn(base, 'leader')]);
    const file = await uploadPng(base, staff1, '技术交底附图.png');
    const orgs = await apiCall<{ rows: { id: number; kind: string }[] }>(base, staff1, '/api/uc/api/org/v1/orgs?page=1&pageSize=50');
    const college = (orgs.rows.find((o) => o.kind === 'college') ?? orgs.rows[0])!.id;
    const subject = `附件测试 ${Date.now()}`;
    const instId = await startFlow(base, staff1, 'patentApply', subject, {
      title: subject, type: 'invent', college, applicationDate: '2026-03-01', abstract: '带附件。', claims: '<p>1. 一种装置。</p>', attachments: [file],
    });
    const [task] = await todoOf(base, leader, instId);

    await login(page, { account: 'leader' });
    await openTask(page, task!.id);
    const link = page.getByText(file.name, { exact: true });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(file.name);
    await screenshot(page, 'files-task-attachment-zh-CN');
  });
});
