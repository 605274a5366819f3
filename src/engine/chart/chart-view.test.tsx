import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import * as stories from './chart-view.stories.tsx';

const drawn = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('../../../widgets/chart/load-g2.ts', () => ({
  loadG2: async () => ({ Chart: class { options(spec: Record<string, unknown>) { drawn.push(spec); } async render() {} destroy() {} } }),
}));

setProjectAnnotations(preview);
const { PieWithDictionary, Empty, UnknownAlias, PieEnglish } = composeStories(stories);

const drawnNames = () => ((drawn.at(-1)?.data ?? []) as { x: string }[]).map((d) => d.x);

describe('ChartView', () => {
  it('titles the chart and draws dictionary names, not keys', async () => {
    render(<PieWithDictionary />);
    await screen.findByText('专利类型分布');
    await waitFor(() => expect(drawnNames()).toEqual(['发明专利', '实用新型', '发明授权', '外观设计']));
  });

  it('draws the English dictionary names in English', async () => {
    render(<PieEnglish />);
    await screen.findByText('Patents by type');
    await waitFor(() => expect(drawnNames()).toContain('Invention patent'));
  });

  it('shows 暂无信息 for a chart without data', async () => {
    render(<Empty />);
    expect((await screen.findByTestId('chart-empty')).textContent).toBe('暂无信息');
  });

  it('names an unknown chart', async () => {
    render(<UnknownAlias />);
    expect((await screen.findByTestId('chart-error')).textContent).toContain('noSuchChart');
  });
});
