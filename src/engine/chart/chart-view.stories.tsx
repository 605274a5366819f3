import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { ChartView } from './chart-view.tsx';
import { ChartSourceProvider } from './chart-source.tsx';
import { fixtureChartSource } from './chart.fixture.ts';

// The fixture answers dictionaries in the story's language, as the server does by Accept-Language.
const withChartSource: Decorator = (Story, context) => (
  <ChartSourceProvider source={fixtureChartSource(context.globals.locale === 'en-US' ? 'en-US' : 'zh-CN')}>
    <div style={{ maxWidth: 900 }}><Story /></div>
  </ChartSourceProvider>
);

/** A custom chart by alias: definition from schemas/chart, points and dictionary from a fixture source. */
const meta = {
  title: 'Engine/ChartView',
  component: ChartView,
  decorators: [withChartSource],
  args: { alias: 'patentsByType', showTitle: true },
} satisfies Meta<typeof ChartView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PieWithDictionary: Story = {};
export const LineWithSlider: Story = { args: { alias: 'patentsByDate' } };
export const Empty: Story = { args: { alias: 'patentsByStatus' } };
export const UnknownAlias: Story = { args: { alias: 'noSuchChart' } };
export const PieEnglish: Story = { globals: { locale: 'en-US' } };
