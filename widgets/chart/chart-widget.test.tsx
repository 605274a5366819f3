import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview.tsx';
import * as stories from './chart-widget.stories.tsx';

const drawn = vi.hoisted(() => [] as Record<string, unknown>[]);
// Canvas drawing needs a browser; the e2e suite looks at real charts. Here G2 records the options it was given.
vi.mock('./load-g2.ts', () => ({
  loadG2: async () => ({
    Chart: class {
      options(spec: Record<string, unknown>) { drawn.push(spec); }
      async render() {}
      destroy() {}
    },
  }),
}));

setProjectAnnotations(preview);
const { Column, Pie, LineManyPoints, Empty, EmptyEnglish, TableMode, TableModeEnglish } = composeStories(stories);

beforeEach(() => {
  drawn.length = 0;
});

describe('ChartWidget', () => {
  it('draws a column chart once G2 has loaded', async () => {
    render(<Column />);
    await waitFor(() => expect(screen.getByTestId('chart-canvas').dataset.state).toBe('ready'));
    expect(drawn.at(-1)).toMatchObject({ type: 'interval', encode: { x: 'x', y: 'y' } });
  });

  it('draws a pie with the dictionary labels', async () => {
    render(<Pie />);
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    expect(drawn.at(-1)).toMatchObject({ coordinate: { type: 'theta' } });
    expect((drawn.at(-1)!.data as { x: string }[]).map((d) => d.x)).toContain('发明专利');
  });

  it('gives a line of 36 points a zoom slider', async () => {
    render(<LineManyPoints />);
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    const line = (drawn.at(-1)!.children as Record<string, unknown>[]).find((c) => c.type === 'line');
    expect(line?.slider).toBeDefined();
  });

  it('shows 暂无信息 with no points', () => {
    render(<Empty />);
    expect(screen.getByTestId('chart-empty').textContent).toBe('暂无信息');
    expect(screen.queryByTestId('chart-canvas')).toBeNull();
  });

  it('says No information in English', () => {
    render(<EmptyEnglish />);
    expect(screen.getByTestId('chart-empty').textContent).toBe('No information');
  });

  it('shows the data table 10 rows a page', () => {
    render(<TableMode />);
    const table = screen.getByTestId('chart-table');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(screen.getByText('名称')).toBeTruthy();
    expect(screen.getByText('数值')).toBeTruthy();
    fireEvent.click(screen.getByText('4', { selector: '.arco-pagination-item' }));
    expect(table.querySelectorAll('tbody tr')).toHaveLength(6);
  });

  it('switches between chart and data table', async () => {
    render(<Column />);
    fireEvent.click(screen.getByText('数据表'));
    expect(screen.getByTestId('chart-table').querySelectorAll('tbody tr')).toHaveLength(7);
    fireEvent.click(screen.getByText('图表'));
    await waitFor(() => expect(screen.getByTestId('chart-canvas')).toBeTruthy());
  });

  it('labels the table in English', () => {
    render(<TableModeEnglish />);
    expect(screen.getByText('Name')).toBeTruthy();
    expect(screen.getByText('Value')).toBeTruthy();
  });
});
