import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomQueryStory } from './custom-query-story.tsx';

/** The custom query of schemas/query (patentApplyStats) drawn by the list engine over fixture rows. */
const meta = {
  title: 'Engine/CustomQuery',
  component: CustomQueryStory,
  args: { alias: 'patentApplyStats' },
} satisfies Meta<typeof CustomQueryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};
export const Empty: Story = { args: { empty: true } };
export const UnknownAlias: Story = { args: { alias: 'noSuchQuery' } };
export const RowsEnglish: Story = { globals: { locale: 'en-US' } };
export const EmptyEnglish: Story = { args: { empty: true }, globals: { locale: 'en-US' } };
