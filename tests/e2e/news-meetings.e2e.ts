import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { layout } from '../../src/common/i18n/layout.ts';
import { news } from '../../src/common/i18n/news.ts';
import { baseUrl, describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';

const topMenu = (page: Page) => page.locator('[data-testid="top-menu"]');

/** Opens a top-menu group (folded into "more" on a narrow screen) and chooses one of its entries. */
async function chooseMenu(page: Page, group: string, entry: string) {
  await topMenu(page).getByText(group, { exact: true }).first().click().catch(async () => {
    await page.locator('[data-testid="menu-more"]').click();
    await page.getByText(group, { exact: true }).first().click();
  });
  await page.locator('[data-testid^="menu-item-"]').getByText(entry, { exact: true }).click();
}

for (const locale of ['zh-CN', 'en-US'] as const satisfies readonly Locale[]) {
  const text = news[locale];
  const shell = layout[locale];
  const words = locale === 'zh-CN'
    ? { news: '新闻公告', notices: '通知公告', lab: '测试页面', lab2: '测试页面二', pinned: '关于开展年度专利年费缴纳工作的通知' }
    : { news: 'News', notices: 'Announcements', lab: 'Test pages', lab2: 'Test page 2', pinned: '关于开展年度专利年费缴纳工作的通知' };

  describeBrowser(`news and notices (${locale})`, () => {
    const browser = useBrowser({ locale });

    test('an administrator publishes a notice through the form; a staff member finds it in the list and reads it in the dialog', async () => {
      const { page } = browser;
      const title = `${locale} 端到端通知 ${Date.now()}`;
      await login(page, { account: 'admin' });
      await page.goto('/newsList/1');
      await page.getByTestId('news-add').click();
      // The engine's form newsNotice (schemas/form/newsNotice.json) in the dialog.
      const dialog = page.getByTestId('news-edit-dialog');
      await dialog.locator('#root_title').fill(title);
      await dialog.locator('#root_drafter').fill('知识产权中心');
      await dialog.locator('#root_published').click();
      // The rich-text editor (Tiptap): a bold word typed with its shortcut, then HTML pasted with a script and a handler.
      const body = dialog.locator('#root_content');
      await body.click();
      await page.keyboard.press('Control+b');
      await page.keyboard.type('重要');
      await page.keyboard.press('Control+b');
      await page.keyboard.type('请按时提交材料。');
      await body.evaluate((element) => {
        const data = new DataTransfer();
        data.setData('text/html', '<a href="javascript:window.hacked = 3">链接</a><script>window.hacked = 1</script><img src="/x.png" onerror="window.hacked = 2">');
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
      await screenshot(page, `news-form-${locale}`);
      await dialog.getByTestId('news-edit-dialog-save').click();
      await dialog.waitFor({ state: 'detached' });
      await page.locator('[data-testid="news-table"]').getByText(title).waitFor();

      const staffContext = await browser.browser.newContext({ baseURL: baseUrl(), locale, viewport: { width: 1366, height: 860 } });
      try {
        await staffContext.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
        const staff = await staffContext.newPage();
        await login(staff, { account: 'staff1' });
        await staff.getByTestId('main-layout').waitFor();
        await chooseMenu(staff, words.news, words.notices);
        await staff.waitForURL((url) => url.pathname === '/newsList/1');
        // The seeded pinned notice comes first; the new one is in the list too.
        await expect(staff.locator('[data-testid^="news-open-"]').first().textContent()).resolves.toBe(words.pinned);
        await staff.locator('[data-testid="news-table"]').getByText(title).click();
        const dialog = staff.getByTestId('news-detail');
        await expect(dialog.getByTestId('news-detail-title').textContent()).resolves.toBe(title);
        await expect(dialog.getByTestId('news-detail-author').textContent()).resolves.toBe(`${text.initiator}: 知识产权中心`);
        await expect(dialog.getByTestId('news-detail-publish').textContent()).resolves.toMatch(new RegExp(`^${text.publishTime}: \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`));
        await expect(dialog.getByTestId('news-detail-body').innerHTML()).resolves.toBe('<p><strong>重要</strong>请按时提交材料。链接</p>');
        await expect(staff.evaluate(() => (window as { hacked?: number }).hacked)).resolves.toBeUndefined();
        // Staff have no administrator's buttons.
        await expect(staff.getByTestId('news-add').count()).resolves.toBe(0);
        await screenshot(staff, `news-dialog-${locale}`);
      } finally {
        await staffContext.close();
      }
    });

    test('the 测试页面 entries only warn that the feature is under development, from the menu and from their path', async () => {
      const { page } = browser;
      await login(page, { account: 'staff1' });
      await page.waitForURL((url) => url.pathname === '/home');
      await page.getByTestId('main-layout').waitFor();
      await chooseMenu(page, words.lab, words.lab2);
      await page.getByText(shell.inDevelopment).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/home');
      await page.goto('/lab/3');
      await page.getByTestId('in-development').getByText(shell.inDevelopment).waitFor();
      await expect(page.getByTestId('not-found').count()).resolves.toBe(0);
    });
  });
}

describeBrowser('meeting booking form', () => {
  const browser = useBrowser({ locale: 'en-US' });

  test('staff book a room through the engine form; a clash in the room is refused with the other meeting named', async () => {
    const { page } = browser;
    await login(page, { account: 'staff1' });
    await page.goto('/meetingList/0');
    // A day of its own far ahead (the form's times carry their day).
    const day = '2033-02-03';
    const book = async (name: string, start: string, end: string) => {
      await page.getByTestId('meeting-book').click();
      const dialog = page.getByTestId('meeting-edit-dialog');
      await dialog.locator('#root_name').fill(name);
      await dialog.locator('#root_roomId').click();
      await page.locator('.arco-select-option').first().click();
      for (const [field, value] of [['startTime', start], ['endTime', end]] as const) {
        const input = dialog.locator(`#root_${field} input`);
        await input.click();
        await input.fill(`${day} ${value}`);
        await input.press('Enter');
      }
      await dialog.getByTestId('meeting-edit-dialog-save').click();
      return dialog;
    };
    const first = await book('E2E planning', '09:00:00', '10:00:00');
    await first.waitFor({ state: 'detached' });
    const second = await book('E2E overlap', '09:30:00', '10:30:00');
    await page.getByText(/is already booked for "E2E planning" at that time \(02-03 09:00–10:00\)/).first().waitFor();
    await screenshot(page, 'meeting-form-clash-en-US');
    await expect(second.isVisible()).resolves.toBe(true);
  });
});
