import { describe, expect, it } from 'vitest';
import { Profiler } from 'react';
import { fireEvent, render } from '@testing-library/react';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { arcoTheme } from './theme.ts';
import { storyServices } from './fixtures/story-services.ts';

const KINDS: [RJSFSchema, UiSchema][] = [
  [{ type: 'string' }, {}],
  [{ type: 'number' }, { 'ui:widget': 'money' }],
  [{ type: 'string', format: 'date' }, {}],
  [{ type: 'string' }, { 'ui:widget': 'dict', 'ui:options': { dictKey: 'patentType' } }],
  [{ type: 'integer' }, { 'ui:widget': 'userPicker' }],
  [{ type: 'string' }, { 'ui:widget': 'textarea' }],
];

/** 300 fields of six kinds in a 3-column grid. */
function bigForm() {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:columns': 3 };
  for (let i = 0; i < 300; i++) {
    const [schema, ui] = KINDS[i % KINDS.length]!;
    properties[`f${i}`] = { ...schema, title: `字段${i}` };
    uiSchema[`f${i}`] = ui;
  }
  return { schema: { type: 'object', properties } as RJSFSchema, uiSchema };
}

describe('a 300-field form', { timeout: 60_000 }, () => {
  it('commits once per keystroke', () => {
    const { schema, uiSchema } = bigForm();
    let commits = 0;
    const formContext = { services: storyServices('zh-CN'), lang: 'zh-CN' };
    render(
      <Profiler id="form" onRender={() => { commits++; }}>
        <Form {...arcoTheme} schema={schema} uiSchema={uiSchema} validator={validator} formContext={formContext} noHtml5Validate showErrorList={false} />
      </Profiler>,
    );
    const input = document.getElementById('root_f0') as HTMLInputElement;
    for (const text of ['专', '专利', '专利名']) {
      commits = 0;
      fireEvent.change(input, { target: { value: text } });
      expect(commits).toBe(1);
    }
    expect((document.getElementById('root_f0') as HTMLInputElement).value).toBe('专利名');
  });
});
