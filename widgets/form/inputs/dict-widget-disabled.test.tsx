import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormContext } from '../form-services.ts';
import { storyServices } from '../fixtures/story-services.ts';
import { arcoTheme } from '../theme.ts';

/** An administrator disabled 外观设计 and 实用新型 (数据字典); the record holds 实用新型. */
const dicts = {
  patentType: [
    { key: 'invent', name: '发明专利' },
    { key: 'newKind', name: '实用新型', disabled: true },
    { key: 'exterior', name: '外观设计', disabled: true },
  ],
};

function renderType(value: string | undefined, readonly = false) {
  const formContext: FormContext = { services: { ...storyServices('zh-CN'), dicts }, lang: 'zh-CN' };
  render(
    <Form
      {...arcoTheme}
      schema={{ type: 'object', properties: { type: { type: 'string', title: '专利类型' } } }}
      uiSchema={{ type: { 'ui:widget': 'dict', 'ui:options': { dictKey: 'patentType', display: 'radio' } } }}
      formData={value === undefined ? {} : { type: value }}
      formContext={formContext}
      validator={validator}
      readonly={readonly}
    />,
  );
  return screen.getByTestId('field-root_type');
}

describe('dictionary widget: disabled entries', () => {
  it('offers a disabled entry only to the record that holds it', () => {
    const field = renderType('newKind');
    expect(within(field).queryByLabelText('发明专利')).not.toBeNull();
    expect((within(field).getByLabelText('实用新型') as HTMLInputElement).checked).toBe(true);
    expect(within(field).queryByLabelText('外观设计')).toBeNull();
  });

  it('offers only enabled entries to a new record', () => {
    const field = renderType(undefined);
    expect(within(field).queryByLabelText('实用新型')).toBeNull();
    expect(within(field).queryByLabelText('外观设计')).toBeNull();
    expect(within(field).queryByLabelText('发明专利')).not.toBeNull();
  });

  it('names a held disabled entry when read-only', () => {
    const field = renderType('exterior', true);
    expect(within(field).getByTestId('form-plain').textContent).toBe('外观设计');
  });
});
