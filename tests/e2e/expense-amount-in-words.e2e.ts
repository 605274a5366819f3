import { expect, test } from 'vitest';
import { describeBrowser, login, screenshot, useBrowser } from './support/browser.ts';
import { formPage } from './support/form-contract.ts';

describeBrowser('expense claim form: 金额大写 (en-US)', () => {
  const browser = useBrowser({ locale: 'en-US' });

  test('金额大写 fills as the amount is typed and follows each change', async () => {
    const { page, errors } = browser;
    await login(page, { account: 'staff1', tenant: 'corp' });
    await page.goto(formPage.path('expenseClaimList', 'add'));
    await page.locator(formPage.view).waitFor();
    const words = page.locator(formPage.field('amountInWords'));
    await page.locator('[data-testid="field-root_amountInWords"]').getByText('Amount in words', { exact: true }).waitFor();
    const amount = page.locator(formPage.field('amount'));
    await amount.pressSequentially('1234.5');
    await expect.poll(() => words.textContent()).toBe('壹仟贰佰叁拾肆元伍角');
    await amount.press('Backspace');
    await amount.press('Backspace');
    await expect.poll(() => words.textContent()).toBe('壹仟贰佰叁拾肆元整');
    await amount.fill('');
    await expect.poll(async () => (await words.textContent())?.includes('元')).toBe(false);
    await amount.pressSequentially('80');
    await expect.poll(() => words.textContent()).toBe('捌拾元整');
    await screenshot(page, 'expense-amount-in-words-en-US');
    expect(errors).toEqual([]);
  });
});
