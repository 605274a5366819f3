import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../src/app/i18n/i18n.ts';
import type { RuleName, RuleObject } from '../../src/common/definitions/kinds/form.ts';
import type { Language } from '../../src/common/i18n/languages.ts';
import { checkAsyncRule, checkRule, isAsyncRule, ruleMessage, RULE_CHECKS, type SyncRuleName } from '../../src/common/rules/form-rules.ts';
import { base64, createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { workflowClient } from './workflow-helpers.ts';

const DEFS = '/api/form/form/definition/v1';
const RECORDS = '/api/form/form/dataTemplate/v1';
const LANGS: Language[] = ['zh-CN', 'en-US'];
const forms = { 'zh-CN': createI18n('zh-CN'), 'en-US': createI18n('en-US') };

/** Start, one approval by staff1 (who may edit the fields the rules are on), end. */
const XML = '<?xml version="1.0"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x">'
  + '<bpmn:process id="p" isExecutable="true"><bpmn:startEvent id="s"/><bpmn:userTask id="u1" name="审核"/><bpmn:endEvent id="e"/>'
  + '<bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="u1"/><bpmn:sequenceFlow id="f2" sourceRef="u1" targetRef="e"/></bpmn:process></bpmn:definitions>';

interface Case {
  /** The rule agencyEntrust's form declares on `field` for this case. */
  rule: RuleObject;
  field: 'note' | 'deadline';
  /** The values sent: the field's, and the sibling a cross-field rule names. */
  data: Record<string, unknown>;
}

/** For every rule kind the server checks, a form rule and data the form refuses (the type makes a new kind a compile error). */
const CASES: { [K in SyncRuleName | 'script']: Case } = {
  required: { rule: { rule: 'required' }, field: 'note', data: { note: '' } },
  email: { rule: { rule: 'email' }, field: 'note', data: { note: 'a@b' } },
  url: { rule: { rule: 'url' }, field: 'note', data: { note: 'example' } },
  mobile: { rule: { rule: 'mobile' }, field: 'note', data: { note: '12345678901' } },
  alpha: { rule: { rule: 'alpha' }, field: 'note', data: { note: 'ab1' } },
  number: { rule: { rule: 'number' }, field: 'note', data: { note: 'abc' } },
  digits: { rule: { rule: 'digits' }, field: 'note', data: { note: '1.5' } },
  integer: { rule: { rule: 'integer' }, field: 'note', data: { note: '1.5' } },
  date: { rule: { rule: 'date' }, field: 'note', data: { note: '2026-02-30' } },
  datetime: { rule: { rule: 'datetime' }, field: 'note', data: { note: '2026-02-01 25:00' } },
  time: { rule: { rule: 'time' }, field: 'note', data: { note: '12:00' } },
  maxlength: { rule: { rule: 'maxlength', value: 5 }, field: 'note', data: { note: '123456' } },
  maxchars: { rule: { rule: 'maxchars', value: 3 }, field: 'note', data: { note: 'abcd' } },
  minlength: { rule: { rule: 'minlength', value: 3 }, field: 'note', data: { note: 'ab' } },
  length: { rule: { rule: 'length', value: 4 }, field: 'note', data: { note: 'abc' } },
  max: { rule: { rule: 'max', value: 10 }, field: 'note', data: { note: '11' } },
  min: { rule: { rule: 'min', value: 10 }, field: 'note', data: { note: '9' } },
  minValue: { rule: { rule: 'minValue', value: 10 }, field: 'note', data: { note: '9' } },
  decimal: { rule: { rule: 'decimal', value: 1 }, field: 'note', data: { note: '1.25' } },
  equalTo: { rule: { rule: 'equalTo', value: 'agencyContact' }, field: 'note', data: { note: 'x', agencyContact: 'y' } },
  pattern: { rule: { rule: 'pattern', value: '^A' }, field: 'note', data: { note: 'B' } },
  dateLessThan: { rule: { rule: 'dateLessThan', value: 'entrustDate' }, field: 'deadline', data: { deadline: '2026-03-01', entrustDate: '2026-03-01' } },
  dateRangeEnd: { rule: { rule: 'dateRangeEnd', value: 'entrustDate' }, field: 'deadline', data: { deadline: '2026-03-02', entrustDate: '2026-03-01' } },
  dateMoreThan: { rule: { rule: 'dateMoreThan', value: 'entrustDate' }, field: 'deadline', data: { deadline: '2026-03-01', entrustDate: '2026-03-01' } },
  dateRangeStart: { rule: { rule: 'dateRangeStart', value: 'entrustDate' }, field: 'deadline', data: { deadline: '2026-02-28', entrustDate: '2026-03-01' } },
  script: { rule: { rule: 'script', value: '$length(value) < 4 and agencyContact = "甲"' }, field: 'note', data: { note: 'abc', agencyContact: '乙' } },
  applicationNo: { rule: { rule: 'applicationNo' }, field: 'note', data: { note: 'CN200410012345.6' } },
};
const OWN_MESSAGE: Case = { rule: { rule: 'maxchars', value: 3, message: { 'zh-CN': '备注最多三个字', 'en-US': 'Three characters at most' } }, field: 'note', data: { note: 'abcd' } };
/** Checks that call a URL in the user's browser session: the form's alone. */
const URL_RULES: readonly RuleName[] = ['exists', 'backend'];

/** What the form shows for a case: the shared checker's failure in the form's own i18n. */
async function formMessage(c: Case, lang: Language): Promise<string> {
  const value = c.data[c.field];
  const failure = isAsyncRule(c.rule) ? await checkAsyncRule(c.rule, value, c.data, () => Promise.reject(new Error('no URL'))) : checkRule(c.rule, value, c.data);
  if (!failure) throw new Error(`the form accepts ${JSON.stringify(c)}`);
  return ruleMessage(failure, forms[lang].t, lang);
}

/**
 * Every rule a form definition may declare is enforced by the server on every path that writes form data, refused
 * with the message the form shows (zh-CN and en-US): business-object records, workflow start, start drafts, the
 * task's 保存, complete and saveFormData.
 */
describe('form rules: the server refuses what the form refuses, with the form\'s message', () => {
  let t: TestApp;
  let admin: Session;
  let staff1: Session;
  let wf: ReturnType<typeof workflowClient>;
  let formVersion: number;
  let baseForm: Record<string, unknown>;
  let instId: number;
  let taskId: number;

  const as = (lang: Language) => ({ 'accept-language': lang });
  const record = { patentTitle: '一种电池', serviceType: '申请', agency: '某代理所', fee: 100, entrustDate: '2026-03-01' };

  /** A new version of the agencyEntrust form whose `field` carries `rule` (beside the form's own rules). */
  async function declare(c: Case) {
    const body = { ...baseForm, rules: { ...(baseForm.rules as object), [c.field]: [c.rule] } };
    const saved = await t.request({ method: 'POST', url: `${DEFS}/save`, session: admin, payload: { kind: 'form', body, baseVersion: formVersion } });
    expect(saved.statusCode, saved.body).toBe(200);
    formVersion = saved.json().value.version;
  }

  /** Every path that writes form data, each sending `data` in a language (complete last: it closes the task). */
  const paths = {
    boSave: (data: Record<string, unknown>, lang: Language) =>
      t.request({ method: 'POST', url: `${RECORDS}/boSave/agencyEntrust`, session: staff1, payload: { boData: { ...record, ...data } }, headers: as(lang) }),
    start: (data: Record<string, unknown>, lang: Language) =>
      t.request({ method: 'POST', url: '/api/bpm-runtime/runtime/instance/v1/start', session: staff1, headers: as(lang),
        payload: { flowKey: 'rulesEverywhere', subject: '规则', data: base64(JSON.stringify(data)) } }),
    startDraft: (data: Record<string, unknown>, lang: Language) =>
      t.request({ method: 'POST', url: '/api/bpm-runtime/runtime/instance/v1/saveDraft', session: staff1, headers: as(lang),
        payload: { flowKey: 'rulesEverywhere', data: base64(JSON.stringify(data)) } }),
    taskSave: (data: Record<string, unknown>, lang: Language) =>
      t.request({ method: 'POST', url: '/api/bpm-runtime/runtime/task/v1/saveDraft', session: staff1, headers: as(lang),
        payload: { taskId, data: base64(JSON.stringify(data)) } }),
    saveFormData: (data: Record<string, unknown>, lang: Language) =>
      t.request({ method: 'POST', url: '/api/bpm-runtime/runtime/instance/v1/saveFormData', session: staff1, headers: as(lang),
        payload: { instId, taskId, data: base64(JSON.stringify(data)) } }),
    complete: (data: Record<string, unknown>, lang: Language) =>
      t.request({ method: 'POST', url: '/api/bpm-runtime/runtime/task/v1/complete', session: staff1, headers: as(lang),
        payload: { taskId, actionName: 'agree', opinion: '同意', data: base64(JSON.stringify(data)) } }),
  };
  /** Drafts (a start draft, the task's 保存) may leave a required field empty. */
  const DRAFT_PATHS = new Set<keyof typeof paths>(['startDraft', 'taskSave']);

  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [admin, staff1] = await Promise.all([t.login('univ', 'admin'), t.login('univ', 'staff1')]);
    // Records are added only through a template's add button: a list over agencyEntrust offers one to everybody.
    const list = { kind: 'template', schemaVersion: 2, alias: 'agencyEntrustList', name: { 'zh-CN': '代理委托', 'en-US': 'Agency entrustments' },
      source: { kind: 'bo', boAlias: 'agencyEntrust' }, formKey: 'agencyEntrust', conditionFields: [],
      displayFields: [{ field: 'patentTitle', label: { 'zh-CN': '专利名称', 'en-US': 'Patent title' } }], manageFields: [{ type: 'add' }], pageSize: 20 };
    const listed = await t.request({ method: 'POST', url: `${DEFS}/save`, session: admin, payload: { kind: 'template', body: list, baseVersion: 0 } });
    expect(listed.statusCode, listed.body).toBe(200);
    const current = (await t.request({ method: 'GET', url: `${DEFS}/get?kind=form&key=agencyEntrust`, session: admin })).json();
    [formVersion, baseForm] = [current.version, current.body];
    const edit = Object.fromEntries(['note', 'agencyContact', 'deadline', 'entrustDate'].map((f) => [f, 'edit']));
    const deployed = await wf.deploy(admin, 'rulesEverywhere', XML, { form: 'agencyEntrust', nodes: { u1: { assignees: [{ type: 'users', accounts: ['staff1'] }], fieldRights: edit } } });
    expect(deployed.statusCode, deployed.body).toBe(200);
    const started = await paths.start(record, 'zh-CN');
    expect(started.statusCode, started.body).toBe(200);
    instId = Number(started.json().instId);
    taskId = Number((await wf.onlyTask(staff1, String(instId))).id);
  });
  afterAll(async () => { await t?.close(); });

  it('has a case for every rule kind of the form meta-schema, those calling URLs aside', () => {
    const meta: unknown = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas/meta/form.schema.json'), 'utf8'));
    const kinds = (meta as { properties: { rules: { patternProperties: Record<string, { anyOf: { items?: { properties: { rule: { enum: string[] } } } }[] }> } } })
      .properties.rules.patternProperties['^[A-Za-z][A-Za-z0-9_.]*$']!.anyOf[1]!.items!.properties.rule.enum;
    expect([...Object.keys(CASES), ...URL_RULES].sort()).toEqual([...kinds].sort());
    expect([...Object.keys(RULE_CHECKS), 'script'].sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.entries(CASES))('%s: refused on every path in both languages with the form\'s message', async (kind, c) => {
    await declare(c);
    for (const [name, send] of Object.entries(paths) as [keyof typeof paths, (d: Record<string, unknown>, l: Language) => ReturnType<TestApp['request']>][]) {
      if (kind === 'required' && DRAFT_PATHS.has(name)) {
        expect((await send(c.data, 'zh-CN')).statusCode, `${name} keeps an empty required field in a draft`).toBe(200);
        continue;
      }
      for (const lang of LANGS) {
        const res = await send(c.data, lang);
        expect(res.statusCode, `${name} ${lang}: ${res.body}`).toBe(400);
        expect(res.json().errors, `${name} ${lang} ${res.body}`).toEqual([{ pointer: `/${c.field}`, message: await formMessage(c, lang) }]);
      }
    }
  });

  it('a rule\'s own message is the server\'s too', async () => {
    await declare(OWN_MESSAGE);
    for (const lang of LANGS) {
      const res = await paths.saveFormData(OWN_MESSAGE.data, lang);
      expect(res.json().errors).toEqual([{ pointer: '/note', message: lang === 'zh-CN' ? '备注最多三个字' : 'Three characters at most' }]);
      expect(res.json().message).toBe(lang === 'zh-CN' ? '表单校验未通过：备注: 备注最多三个字' : 'The form has errors: Note: Three characters at most');
    }
    const record = await paths.boSave({ note: 'abcd' }, 'zh-CN');
    expect(record.json().errors).toEqual([{ pointer: '/note', message: '备注最多三个字' }]);
  });

  it('accepts data the rules allow on every path, and the flow moves on complete', async () => {
    await declare({ rule: { rule: 'dateRangeEnd', value: 'entrustDate' }, field: 'deadline', data: {} });
    const fine = { deadline: '2026-03-01', entrustDate: '2026-03-01' };
    for (const [name, send] of Object.entries(paths)) {
      const res = await send(fine, 'zh-CN');
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
    expect(await wf.todo(staff1, String(instId))).toEqual([]);
  });
});
