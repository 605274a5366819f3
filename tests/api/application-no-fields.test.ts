import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64, createTestApp, type Session, type TestApp } from '../support/test-app.ts';

const START = '/api/bpm-runtime/runtime/instance/v1/start';

/**
 * Every shipped form field holding a CN application number (代理机构委托单's 申请号, 年费缴纳审批单's 专利号) is checked
 * by the server with its format and check digit, the message naming the right check digit, as the form does.
 */
describe('application-number fields of the shipped forms', () => {
  let t: TestApp;
  let staff: Session;
  let ipadmin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [staff, ipadmin] = await Promise.all([t.login('univ', 'staff1'), t.login('univ', 'ipadmin')]);
  });
  afterAll(async () => { await t?.close(); });

  const start = (flowKey: string, data: Record<string, unknown>, lang = 'zh-CN') =>
    t.request({ method: 'POST', url: START, session: flowKey === 'annualFee' ? ipadmin : staff, headers: { 'accept-language': lang }, payload: { flowKey, subject: '申请号', data: base64(JSON.stringify(data)) } });
  const agency = { patentTitle: '一种电池', serviceType: '新申请', agency: '某代理所', fee: 100, entrustDate: '2026-03-01' };
  const fee = { patentTitle: '一种电池', feeYear: 3, amount: 900, dueDate: '2026-06-01', proposal: 'pay' };

  it('refuses a wrong check digit naming the right one, a wrong type digit and a bad format, in both languages', async () => {
    const wrong = await start('agencyEntrust', { ...agency, applicationNo: 'CN200410012345.6' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ pointer: '/applicationNo', message: '申请号校验位错误，应为 5' }]);
    const en = await start('agencyEntrust', { ...agency, applicationNo: 'CN200410012345.6' }, 'en-US');
    expect(en.json().errors).toEqual([{ pointer: '/applicationNo', message: 'Wrong check digit in the application number: it should be 5' }]);
    const feeWrong = await start('annualFee', { ...fee, patentNo: 'ZL200410012345.1' });
    expect(feeWrong.statusCode).toBe(400);
    expect(feeWrong.json().errors).toEqual([{ pointer: '/patentNo', message: '申请号校验位错误，应为 5' }]);
    const type = await start('annualFee', { ...fee, patentNo: '200450012345.0' });
    expect(type.json().errors[0].message).toBe('申请号的专利类型位不正确（应为 1、2、3、8 或 9）');
    const format = await start('agencyEntrust', { ...agency, applicationNo: '12345' });
    expect(format.json().errors[0].message).toContain('申请号格式不正确');
  });

  it('accepts a right number, with or without CN / ZL and the dot', async () => {
    expect((await start('agencyEntrust', { ...agency, applicationNo: 'CN200410012345.5' })).statusCode).toBe(200);
    expect((await start('annualFee', { ...fee, patentNo: 'ZL 200410012345.5' })).statusCode).toBe(200);
  });
});
