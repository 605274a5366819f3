import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, describeBrowser, login, screenshot, useBrowser, type Locale } from './support/browser.ts';
import { apiCall, apiSignIn, todoOf } from './support/workflow-api.ts';
import { taskDialogs, taskPage } from './support/workflow-task-contract.ts';

// Tenant corp: the other workflow files count univ's lists.
const TENANT = 'corp';
/** Where the screenshots a person looks at are kept as well (FLOW16_SHOTS_DIR, when set). */
const shot = async (page: Page, name: string) => {
  const file = await screenshot(page, name);
  const dir = process.env.FLOW16_SHOTS_DIR;
  if (dir) fs.copyFileSync(file, path.join(dir, path.basename(file)));
};

/** start -> pick (chosen by the initiator) -> review (chosen by pick's handler) -> end. */
const xml = (id: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <bpmn:process id="${id}" name="选人审批" isExecutable="true">
    <bpmn:startEvent id="start" /><bpmn:userTask id="pick" name="选定审批" /><bpmn:userTask id="review" name="复核" /><bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="pick" /><bpmn:sequenceFlow id="f2" sourceRef="pick" targetRef="review" />
    <bpmn:sequenceFlow id="f3" sourceRef="review" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;
const settings = {
  nameEn: 'Chosen approval',
  nodes: {
    pick: { nameEn: 'Chosen approval step', assignees: [{ type: 'initiatorChoice' }], buttons: ['agree', 'reject', 'flowImage', 'approvalHistory', 'print'] },
    review: { nameEn: 'Review', assignees: [{ type: 'initiatorChoice' }] },
  },
};

/** In the open picker dialog: finds `account` and ticks it, then confirms the picker. */
async function pickPerson(page: Page, nodeId: string, account: string) {
  await page.locator(`[data-testid="next-node-${nodeId}"] button`).click();
  await page.locator(taskDialogs.pickerSearch).last().fill(account);
  await page.locator(taskDialogs.pickerSearch).last().press('Enter');
  const row = page.locator(taskDialogs.pickerRows).filter({ hasText: account }).first();
  await row.waitFor();
  await row.locator('.arco-checkbox').click();
  await page.locator(taskDialogs.ok).last().click();
  await page.locator(`[data-testid="next-node-${nodeId}"] [data-testid="picked-tags"] .arco-tag`).first().waitFor();
}

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  describeBrowser(`next handlers chosen on the start page and the agree dialog, printing, QRCodeForm (${locale})`, () => {
    const browser = useBrowser({ locale });
    const zh = locale === 'zh-CN';

    test('the initiator picks the first handler, that handler picks the next one; the task prints cleanly', async () => {
      const { page, errors } = browser;
      const key = `chooseE2e${zh ? 'Zh' : 'En'}`;
      const admin = await apiSignIn(baseUrl(), 'admin', TENANT);
      await apiCall(baseUrl(), admin, '/api/bpm-model/flow/def/v1/deploy', { defKey: key, xml: xml(key), settings });
      const staff2 = await apiSignIn(baseUrl(), 'staff2', TENANT);
      const leader = await apiSignIn(baseUrl(), 'leader', TENANT);

      await login(page, { account: 'staff1', tenant: TENANT });
      await page.goto(`/agentStartByKey/${key}`);
      await page.locator('[data-testid="start-submit"]').click();
      const dialog = page.locator('[data-testid="start-handlers-dialog"]');
      await dialog.waitFor();
      expect(await dialog.locator('[data-testid="next-node-pick"]').innerText()).toContain(zh ? '选定审批' : 'Chosen approval step');
      await pickPerson(page, 'pick', 'staff2');
      await shot(page, `flow16-start-picker-${locale}`);
      const started = page.waitForResponse((r) => r.url().includes('/runtime/instance/v1/start') && r.request().method() === 'POST');
      await page.locator(taskDialogs.ok).last().click();
      const reply = await (await started).json() as { instId: string };
      const [task] = await todoOf(baseUrl(), staff2, reply.instId);
      expect(task?.nodeId).toBe('pick');

      await login(page, { account: 'staff2', tenant: TENANT });
      await page.goto(taskPage.path(task!.id));
      await page.locator(taskPage.root).waitFor();
      expect(await page.locator(taskPage.button('print')).count()).toBe(1);
      // On paper: no toolbar, no tab bar.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.pp-task-toolbar').isVisible()).toBe(false);
      await shot(page, `flow16-task-print-${locale}`);
      await page.emulateMedia({ media: 'screen' });

      await page.locator(taskPage.button('agree')).click();
      await page.locator('[data-testid="task-agree-dialog"] [data-testid="next-node-review"]').waitFor();
      // Required: OK without a choice is refused in the page.
      await page.locator(taskDialogs.ok).last().click();
      await page.locator('.arco-message').filter({ hasText: zh ? '请为节点 复核 选择处理人' : 'Choose who handles node Review' }).first().waitFor();
      await pickPerson(page, 'review', 'leader');
      await shot(page, `flow16-agree-picker-${locale}`);
      await page.locator(taskDialogs.ok).last().click();
      await expect.poll(async () => (await todoOf(baseUrl(), leader, reply.instId)).map((r) => r.nodeId)).toEqual(['review']);
      expect(errors).toEqual([]);
    });

    test('/QRCodeForm/{templateKey}/{action} shows the record form with the QR code of its address and prints it; /previewInstForm/{defId}/{instId} shows the instance', async () => {
      const { page, errors } = browser;
      await login(page, { account: 'staff1', tenant: TENANT });
      await page.goto('/QRCodeForm/patentApplyList/add');
      await page.locator('[data-testid="form-view"]').waitFor();
      const qr = page.locator('[data-testid="qrform-qr"]');
      expect(await qr.getAttribute('data-text')).toBe(`${baseUrl()}/QRCodeForm/patentApplyList/add`);
      expect(await page.locator('[data-testid="qrform-code"]').innerText()).toContain(zh ? '扫描二维码打开此表单' : 'Scan the QR code to open this form');
      await shot(page, `flow16-qrcode-form-${locale}`);
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('[data-testid="qrform-print"]').isVisible()).toBe(false);
      expect(await qr.isVisible()).toBe(true);
      await shot(page, `flow16-qrcode-form-print-${locale}`);
      await page.emulateMedia({ media: 'screen' });

      const staff = await apiSignIn(baseUrl(), 'staff1', TENANT);
      const mine = await apiCall<{ rows: { procInstId: string; defId?: string }[] }>(baseUrl(), staff, '/api/bpm-runtime/runtime/instance/v1/myRequest', {});
      const instId = mine.rows[0]!.procInstId;
      const detail = await apiCall<{ defId: string; subject: string }>(baseUrl(), staff, `/api/bpm-runtime/runtime/instance/v1/getInstanceByInstId?instId=${instId}`);
      await page.goto(`/previewInstForm/${detail.defId}/${instId}`);
      await page.locator('[data-testid="inst-print"]').waitFor();
      expect(await page.locator('body').innerText()).toContain(detail.subject);
      await page.emulateMedia({ media: 'print' });
      await shot(page, `flow16-instance-print-${locale}`);
      await page.emulateMedia({ media: 'screen' });
      // The flow version in the path must be the instance's own.
      await page.goto(`/previewInstForm/${Number(detail.defId) + 100000}/${instId}`);
      await page.locator('body', { hasText: zh ? '该流程实例不属于流程版本' : 'does not belong to flow version' }).waitFor();
      expect(errors).toEqual([]);
    });
  });
}

describeBrowser('提交审批 is not offered to someone the flow would find no handler for (zh-CN)', () => {
  const browser = useBrowser({ locale: 'zh-CN' });

  test('the administrator (whose office has no college leader) sees 提交审批 held back with the reason', async () => {
    const { page, errors } = browser;
    const admin = await apiSignIn(baseUrl(), 'admin', TENANT);
    const orgs = await apiCall<{ rows: { id: number; kind: string }[] }>(baseUrl(), admin, '/api/uc/api/org/v1/orgs?page=1&pageSize=50');
    const college = (orgs.rows.find((o) => o.kind === 'college') ?? orgs.rows[0])!.id;
    const title = '管理员录入的专利申请';
    await apiCall(baseUrl(), admin, '/api/form/form/dataTemplate/v1/boSave/patentApply', {
      boData: { title, type: 'invent', college, applicationDate: '2026-11-03', abstract: '摘要。', claims: '<p>1. 权利要求。</p>' },
    });
    await login(page, { account: 'admin', tenant: TENANT });
    await page.goto('/statement/template/preview/patentApplyList');
    const button = page.locator('[data-testid="list-table"] tr', { hasText: title }).locator('[data-testid="row-startFlow"]');
    await button.waitFor();
    await expect.poll(() => button.isDisabled()).toBe(true);
    expect(await button.getAttribute('title')).toBe('节点 学院领导审批 没有处理人，请检查节点人员设置');
    await shot(page, 'flow16-list-start-held-back-zh-CN');
    expect(errors).toEqual([]);
  });
});
