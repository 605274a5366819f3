import { describe, expect, it } from 'vitest';
import { ownSetting, readSettings, withFlowLevel, withNodeSetting, withoutNode, writeSettings } from './flow-settings-edit.ts';

describe('flow settings editing', () => {
  it('reads only a JSON object, and says why otherwise', () => {
    expect(readSettings('')).toEqual({ settings: {} });
    expect(readSettings('{ "nodes": {} }')).toEqual({ settings: { nodes: {} } });
    expect(readSettings('[1]')).toEqual({ error: 'notObject' });
    expect(readSettings('{ "nodes": ')).toMatchObject({ error: 'invalid' });
  });

  it('patches a node\'s own entries, drops the ones left empty and the node once it has none', () => {
    const review = { kind: 'node', id: 'review' } as const;
    let settings = withNodeSetting({ nodes: {} }, review, { rejectModes: ['previous'], buttons: ['agree'] });
    expect(settings).toEqual({ nodes: { review: { rejectModes: ['previous'], buttons: ['agree'] } } });
    settings = withNodeSetting(settings, review, { buttons: [] });
    expect(ownSetting(settings, review)).toEqual({ rejectModes: ['previous'] });
    settings = withNodeSetting(settings, review, { rejectModes: undefined });
    expect(settings).toEqual({ nodes: {} });
  });

  it('keeps the defaults apart from the nodes, and removes a node that left the file', () => {
    const settings = withNodeSetting({ nodes: { gone: { form: 'x' } } }, { kind: 'defaults' }, { assignees: [{ type: 'initiator' }] });
    expect(settings).toEqual({ nodes: { gone: { form: 'x' } }, defaults: { assignees: [{ type: 'initiator' }] } });
    expect(withoutNode(settings, 'gone')).toEqual({ nodes: {}, defaults: { assignees: [{ type: 'initiator' }] } });
    expect(withNodeSetting(settings, { kind: 'defaults' }, { assignees: [] })).toEqual({ nodes: { gone: { form: 'x' } } });
  });

  it('drops start rights that name nobody, so everyone may start again', () => {
    const settings = withFlowLevel({}, { startRights: { roles: ['xyld'], accounts: [] }, subject: '{title}' });
    expect(settings).toEqual({ startRights: { roles: ['xyld'] }, subject: '{title}' });
    expect(withFlowLevel(settings, { startRights: { roles: [], accounts: [] } })).toEqual({ subject: '{title}' });
    expect(writeSettings({ form: 'f' })).toBe('{\n  "form": "f"\n}');
  });
});
