import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryView } from './query-view.tsx';
import { fixtureQueryViewSource } from './query-view.fixture.ts';

/** The custom query of schemas/query (patentApplyStats) as a query view over fixture rows. */
const meta = {
  title: 'Engine/QueryView',
  component: QueryView,
  args: { source: fixtureQueryViewSource(), viewKey: { sqlAlias: 'patentLibrary', alias: 'patentApplyStats' } },
} satisfies Meta<typeof QueryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};
export const Empty: Story = { args: { source: fixtureQueryViewSource({ empty: true }) } };
export const UnknownAlias: Story = { args: { viewKey: { sqlAlias: 'patentLibrary', alias: 'noSuchQuery' } } };
export const RowsEnglish: Story = { globals: { locale: 'en-US' } };
export const EmptyEnglish: Story = { args: { source: fixtureQueryViewSource({ empty: true }) }, globals: { locale: 'en-US' } };
