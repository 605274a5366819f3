import type { Page } from 'playwright-core';
import { PATENT_TYPES } from '../../../src/common/enums/patent-type.ts';
import { login, type Locale } from './browser.ts';
import { storageKeys } from './app-contract.ts';
import { flowList } from './workflow-lists-contract.ts';
import { startPage } from './workflow-instance-contract.ts';
import { taskDialogs, taskPage } from './workflow-task-contract.ts';

/** Browser steps the workflow e2e tests share: switching user and language, the start form, the task page, the lists. */

/** Signs the page out (keeping its language) and in again as `account`. */
export async function switchUser(page: Page, account: string): Promise<void> {
  await page.evaluate((key) => {
    const lang = localStorage.getItem(key);
    localStorage.clear();
    if (lang) localStorage.setItem(key, lang);
  }, storageKeys.language);
  await login(page, { account });
}

/** Switches the page's language the way the language switch remembers it, and reloads. */
export async function useLanguage(page: Page, locale: Locale): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key as string, value as string), [storageKeys.language, locale] as const);
  await page.reload();
}

/** Fills the required fields of the patentApply start form through its widgets (a utility model needs no claims; the first college). */
export async function fillPatentApply(page: Page, locale: Locale, title: string): Promise<void> {
  await page.locator(startPage.field('title')).fill(title);
  await page.locator(startPage.field('type')).click();
  await page.locator('.arco-select-option').filter({ hasText: PATENT_TYPES.newKind[locale] }).first().click();
  await page.locator(`${startPage.field('college')} button`).click();
  const college = page.locator('.arco-modal .arco-tree-node-title').first();
  await college.waitFor();
  await college.click();
  await page.locator('.arco-modal-footer .arco-btn-primary').click();
  const date = page.locator(`${startPage.field('applicationDate')} input`);
  await date.click();
  await date.fill('2026-01-05');
  await date.press('Enter');
}

/** Opens a task page directly (what the to-do list's popup shows) and waits for its form. */
export async function openTask(page: Page, taskId: string, leaderId: string | number = 0): Promise<void> {
  await page.goto(taskPage.path(taskId, leaderId));
  await page.locator(taskPage.root).waitFor();
  await page.locator(taskPage.form).waitFor();
}

/** Clicks a task button, confirms its dialog (with an opinion when given) and waits for the server's message. */
export async function runTaskButton(page: Page, alias: string, message: string, opinion?: string): Promise<void> {
  await page.locator(taskPage.button(alias)).click();
  await page.locator(taskDialogs.dialog(alias)).waitFor();
  if (opinion) await page.locator(taskDialogs.opinion).fill(opinion);
  await page.locator(taskDialogs.ok).last().click();
  await page.locator('.arco-message').filter({ hasText: message }).first().waitFor();
}

/**
 * Opens a v-flow list narrowed to one subject, waits until it shows exactly `count` rows about that subject (none:
 * the empty text; 'some': at least one) and returns their text.
 */
export async function rowsOf(page: Page, list: string, subject: string, count: number | 'some'): Promise<string[]> {
  await page.goto(`/v-flow/${list}`);
  await page.locator(flowList.searchSubject).first().fill(subject);
  await page.locator(flowList.searchSubmit).click();
  await page.waitForFunction(([rows, empty, text, n]) => {
    const drawn = [...document.querySelectorAll(rows as string)] as HTMLElement[];
    if (n === 0) return drawn.length === 0 && Boolean(document.querySelector(empty as string));
    return (n === 'some' ? drawn.length > 0 : drawn.length === n) && drawn.every((row) => row.innerText.includes(text as string));
  }, [flowList.rows, flowList.empty, subject, count] as const);
  return page.locator(flowList.rows).allInnerTexts();
}

/** In the task dialog `alias` (copy-to, add-sign…): picks `account` with the user picker and waits for its tag. */
export async function pickUserInTaskDialog(page: Page, alias: string, account: string): Promise<void> {
  await page.locator(taskDialogs.chooseUsers).click();
  await page.locator(taskDialogs.pickerSearch).last().fill(account);
  await page.locator(taskDialogs.pickerSearch).last().press('Enter');
  const row = page.locator(taskDialogs.pickerRows).filter({ hasText: account }).first();
  await row.waitFor();
  await row.locator('.arco-checkbox').click();
  await page.locator(taskDialogs.ok).last().click();
  await page.locator(`${taskDialogs.dialog(alias)} [data-testid="picked-tags"] .arco-tag`).first().waitFor();
}
