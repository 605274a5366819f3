import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatusTiles } from './status-tiles.tsx';

const meta = {
  title: 'Patents/StatusTiles',
  component: StatusTiles,
  args: {
    counts: { applying: 300, authorized: 164, effective: 121, operated: 18, underreview: 27, expired: 96, entrustedcase: 42 },
    active: null,
    onSelect: fn(),
  },
} satisfies Meta<typeof StatusTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counts: Story = {};
export const EffectiveChosen: Story = { args: { active: 'effective' } };
export const Loading: Story = { args: { counts: undefined } };
