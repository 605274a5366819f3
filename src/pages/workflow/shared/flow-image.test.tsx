import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeServices, PageHarness, type Replies } from '../../patents/shared/page-harness.tsx';
import { CURRENT_MARKER, DONE_MARKER, FlowImage } from './flow-image.tsx';

/** bpmn-js needs a real layout engine; the viewer is replaced by one that records what the component asks of it. */
const viewer = vi.hoisted(() => ({ imported: [] as string[], markers: [] as [string, string][], zooms: [] as unknown[], destroyed: 0, known: new Set(['start', 'leaderApprove', 'end']) }));
vi.mock('bpmn-js/lib/NavigatedViewer', () => ({
  default: class {
    private level = 1;
    async importXML(xml: string) { viewer.imported.push(xml); }
    get(name: string) {
      if (name === 'elementRegistry') return { get: (id: string) => (viewer.known.has(id) ? { id } : undefined) };
      return {
        addMarker: (id: string, marker: string) => viewer.markers.push([id, marker]),
        zoom: (level?: unknown) => {
          if (level !== undefined) viewer.zooms.push(level);
          if (typeof level === 'number') this.level = level;
          return this.level;
        },
      };
    }
    destroy() { viewer.destroyed += 1; }
  },
}));

function renderImage(replies: Replies, language: 'zh-CN' | 'en-US' = 'zh-CN') {
  const { services } = fakeServices(replies, {}, language);
  return render(<PageHarness services={services} path="/x" url="/x"><FlowImage instId="12" /></PageHarness>);
}

describe('FlowImage', () => {
  it('draws the XML, marks handled nodes and current nodes apart (current wins), fits, and shows the legend', async () => {
    const view = renderImage({ 'GET /runtime/instance/v1/instanceFlowImage': { xml: '<xml/>', currentNodes: ['leaderApprove'], doneNodes: ['start', 'leaderApprove', 'gone'], status: 'running' } });
    await waitFor(() => expect(screen.getByTestId('flow-image').getAttribute('data-drawn')).toBe('true'));
    expect(viewer.imported).toEqual(['<xml/>']);
    expect(viewer.markers).toEqual([['start', DONE_MARKER], ['leaderApprove', CURRENT_MARKER]]);
    expect(viewer.zooms).toEqual(['fit-viewport']);
    expect(screen.getByText('当前节点')).toBeTruthy();
    expect(screen.getByText('已办节点')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('放大'));
    expect(viewer.zooms.at(-1)).toBe(1.25);
    view.unmount();
    expect(viewer.destroyed).toBe(1);
  });

  it('shows why the image cannot be drawn, in the reader\'s language', async () => {
    renderImage({ 'GET /runtime/instance/v1/instanceFlowImage': () => { throw new Error('The flow instance does not exist or you may not view it'); } }, 'en-US');
    expect((await screen.findByTestId('flow-image-error')).textContent)
      .toBe('The flow chart could not be loaded: The flow instance does not exist or you may not view it');
  });
});
