import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeServices, PageHarness, type Replies } from '../../patents/shared/page-harness.tsx';
import { OftenFlowsDialog } from './often-flows-dialog.tsx';
import { addFlow, iconColor, type FlowEntry } from './often-flow-choice.ts';

const flows = Array.from({ length: 25 }, (_, i) => ({
  id: String(i + 1), defId: String(i + 1), defKey: `flow${i + 1}`, name: `流程${i + 1}`, version: 1, deployTime: '', typeId: null, typeName: null,
}));
const entry = (i: number): FlowEntry => ({ defKey: `flow${i}`, name: `流程${i}` });

function renderDialog(initial: FlowEntry[], replies: Replies = {}) {
  const onSaved = vi.fn();
  const { services, request } = fakeServices({
    // The server leaves out what the caller may not start (flow25): it must not be offered.
    'POST /runtime/instance/v1/getHasAuthFlowList': { rows: flows.slice(0, 24), page: 1, pageSize: 500 },
    'POST /bpmModel/BpmOftenFlow/v1/saveMyOftenFlow': (body: unknown) => ({ state: true, message: (body as string[]).length ? '保存常用流程成功' : '已恢复为系统默认的常用流程' }),
    ...replies,
  });
  render(<PageHarness services={services} path="/" url="/"><OftenFlowsDialog initial={initial} onClose={() => undefined} onSaved={onSaved} /></PageHarness>);
  const saved = () => request.mock.calls.filter(([, path]) => path === '/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow').map(([, , options]) => (options as { body: unknown }).body);
  const calls = (path: string) => request.mock.calls.filter(([, p]) => p === path);
  return { onSaved, saved, calls };
}

describe('frequent flows choice', () => {
  it('adds at the end, ignores a repeat, refuses the 21st', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => entry(i + 1));
    expect(addFlow(twenty.slice(0, 2), entry(9))).toEqual({ list: [entry(1), entry(2), entry(9)] });
    expect(addFlow(twenty.slice(0, 2), entry(1))).toEqual({ list: [entry(1), entry(2)] });
    expect(addFlow(twenty, entry(21))).toEqual({ refused: 'limit' });
  });

  it('reads the tile colour from the icon JSON', () => {
    expect(iconColor('{"color":"#00B42A"}')).toBe('#00B42A');
    expect(iconColor('not json')).toBe('#165DFF');
    expect(iconColor('{"color":"red;background:url(x)"}')).toBe('#165DFF');
  });
});

describe('OftenFlowsDialog', () => {
  it('offers only startable flows (one call), searches by name, and refuses a 21st flow with 最多可添加20个常用流程', async () => {
    const { calls } = renderDialog(Array.from({ length: 20 }, (_, i) => entry(i + 1)));
    await screen.findByTestId('often-all-flow21');
    expect(screen.queryByTestId('often-all-flow25')).toBeNull();
    expect(calls('/runtime/instance/v1/getHasAuthFlowList')).toHaveLength(1);
    expect(calls('/flow/def/v1/flowHasStartRights')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('often-search'), { target: { value: '流程2' } });
    await waitFor(() => expect(screen.queryByTestId('often-all-flow13')).toBeNull());
    fireEvent.click(screen.getByTestId('often-add-flow21'));
    expect(await screen.findByText('最多可添加20个常用流程')).toBeTruthy();
    expect(screen.queryByTestId('often-mine-flow21')).toBeNull();
    expect(screen.getByTestId('often-count').textContent).toBe('已选 20/20');
  });

  it('saves the chosen flows in order with 保存常用流程成功', async () => {
    const { onSaved, saved } = renderDialog([entry(3)]);
    fireEvent.click(await screen.findByTestId('often-add-flow1'));
    fireEvent.click(screen.getByTestId('often-remove-flow3'));
    fireEvent.click(screen.getByTestId('often-add-flow2'));
    fireEvent.click(screen.getByTestId('often-save'));
    expect(await screen.findByText('保存常用流程成功')).toBeTruthy();
    expect(saved()).toEqual([['flow1', 'flow2']]);
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('asks before saving an empty list, which resets to the system default', async () => {
    const { onSaved, saved } = renderDialog([entry(1)]);
    fireEvent.click(await screen.findByTestId('often-remove-flow1'));
    fireEvent.click(screen.getByTestId('often-save'));
    expect(await screen.findByText('常用流程为空，保存后将恢复为系统默认的常用流程，是否继续？')).toBeTruthy();
    expect(saved()).toEqual([]);
    const confirm = document.querySelector('.arco-modal-simple .arco-btn-primary') as HTMLElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(saved()).toEqual([[]]));
    expect(await screen.findByText('已恢复为系统默认的常用流程')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledOnce();
  });
});
