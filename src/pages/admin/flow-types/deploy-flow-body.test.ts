import { describe, expect, it } from 'vitest';
import { deployBody, settingsText } from './deploy-flow-body.ts';

const input = { defKey: 'leave', nameEn: undefined, settings: '{"nodes":{}}', xml: '<x/>', typeKey: undefined, baseVersion: 0 };

describe('deploy dialog body', () => {
  it('edits the settings without the English name, which has its own field', () => {
    expect(JSON.parse(settingsText({ nameEn: 'Leave', nodes: { a: { nameEn: 'A' } } }))).toEqual({ nodes: { a: { nameEn: 'A' } } });
    expect(JSON.parse(settingsText(undefined))).toEqual({ nodes: {} });
    expect(JSON.parse(settingsText({ nameEn: 'Only a name' }))).toEqual({ nodes: {} });
  });

  it('needs a BPMN file and one JSON object; an empty settings box is no settings', () => {
    expect(deployBody({ ...input, xml: ' ' })).toEqual({ problem: { key: 'fileRequired' } });
    expect(deployBody({ ...input, settings: '{' })).toMatchObject({ problem: { key: 'settingsInvalid', params: { detail: expect.any(String) } } });
    expect(deployBody({ ...input, settings: 'null' })).toEqual({ problem: { key: 'settingsNotObject' } });
    expect(deployBody({ ...input, settings: '"text"' })).toEqual({ problem: { key: 'settingsNotObject' } });
    expect(deployBody({ ...input, settings: '  ' })).toEqual({ body: { defKey: 'leave', xml: '<x/>', settings: {}, baseVersion: 0 } });
  });

  it('sends a trimmed English name and the category only when given', () => {
    expect(deployBody({ ...input, nameEn: '  Leave  ', typeKey: 'admin', baseVersion: 3 })).toEqual({
      body: { defKey: 'leave', xml: '<x/>', settings: { nodes: {} }, baseVersion: 3, nameEn: 'Leave', typeKey: 'admin' },
    });
    expect(deployBody({ ...input, nameEn: '   ' })).toEqual({ body: { defKey: 'leave', xml: '<x/>', settings: { nodes: {} }, baseVersion: 0 } });
  });
});
