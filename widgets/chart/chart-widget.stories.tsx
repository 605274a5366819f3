import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartWidget } from './chart-widget.tsx';
import { chartDefinitions, datePoints, englishTypePoints, longLabelPoints, orgPoints, statusPoints, typePoints } from './chart.fixture.ts';

/** Custom charts of schemas/chart drawn with G2 5 (loaded on first use). */
const meta = {
  title: 'Widgets/ChartWidget',
  component: ChartWidget,
  decorators: [(Story) => <div style={{ maxWidth: 900 }}><Story /></div>],
  args: { definition: chartDefinitions.patentsByOrg, data: orgPoints },
} satisfies Meta<typeof ChartWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Column chart, y from 0, every x label shown (conf.xShowAll). */
export const Column: Story = {};
export const Bar: Story = { args: { definition: chartDefinitions.patentsByStatus, data: statusPoints } };
/** 36 points: the zoom slider shows the first 20. */
export const LineManyPoints: Story = { args: { definition: chartDefinitions.patentsByDate, data: datePoints } };
export const LineFewPoints: Story = { args: { definition: chartDefinitions.patentsByDate, data: datePoints.slice(0, 12) } };
export const Pie: Story = { args: { definition: chartDefinitions.patentsByType, data: typePoints } };
/** Pie labels wrap at 10 characters. */
export const PieLongLabels: Story = { args: { definition: chartDefinitions.patentsByType, data: longLabelPoints } };
export const Empty: Story = { args: { data: [] } };
export const TableMode: Story = { args: { definition: chartDefinitions.patentsByDate, data: datePoints, mode: 'table' } };
export const PieEnglish: Story = { args: { definition: chartDefinitions.patentsByType, data: englishTypePoints }, globals: { locale: 'en-US' } };
export const EmptyEnglish: Story = { args: { data: [] }, globals: { locale: 'en-US' } };
export const TableModeEnglish: Story = { args: { mode: 'table' }, globals: { locale: 'en-US' } };
