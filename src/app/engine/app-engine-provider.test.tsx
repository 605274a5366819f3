import { describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { useEngine, type EngineServices } from '../../engine/provider/engine-provider.tsx';
import { FormHarness, formTestServices } from '../testing/form-harness.tsx';

function capture() {
  const box: { engine?: EngineServices } = {};
  function Probe() {
    box.engine = useEngine();
    return null;
  }
  const { services, calls } = formTestServices((call) => (call.path.endsWith('/getBpmDataTemplateInfo') ? { template: { alias: 'x' } } : undefined));
  render(<FormHarness services={services}><Probe /></FormHarness>);
  return { engine: box.engine!, calls };
}

describe('the app\'s engine provider', () => {
  it('reports a process popup\'s change from our origin only', () => {
    const { engine } = capture();
    const changed = vi.fn();
    const stop = engine.onFlowChanged(changed);
    act(() => { window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'pp-flow-changed' } })); });
    expect(changed).toHaveBeenCalledTimes(1);
    act(() => { window.dispatchEvent(new MessageEvent('message', { origin: 'https://elsewhere.example', data: { type: 'pp-flow-changed' } })); });
    act(() => { window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'something-else' } })); });
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
    act(() => { window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'pp-flow-changed' } })); });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('opens a process page in the shell\'s popup (newPage=1)', () => {
    const { engine } = capture();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    engine.openProcessWindow('/inst/901');
    expect(open.mock.calls[0]![0]).toBe('/inst/901?newPage=1');
    open.mockRestore();
  });

  it('reads through the app\'s api client (the signed-in user, the data template call)', async () => {
    const { engine, calls } = capture();
    expect(engine.user()).toMatchObject({ userId: '7', account: 'staff1', tenantCode: 'univ' });
    await engine.data.getTemplateInfo('x');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/form/form/dataTemplate/v1/getBpmDataTemplateInfo'));
    expect(calls.find((c) => c.path.endsWith('/getBpmDataTemplateInfo'))!.query.get('alias')).toBe('x');
  });
});
