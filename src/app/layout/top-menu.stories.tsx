import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TopMenu } from './top-menu.tsx';
import { menuFixture } from './menu.fixture.ts';
import { MENU_ITEM_WIDTHS, visibleMenuItems } from './menu-overflow.ts';
import './layout.css';

const meta = {
  title: 'Layout/TopMenu',
  component: TopMenu,
  args: { items: visibleMenuItems(menuFixture), itemWidth: MENU_ITEM_WIDTHS.wide, onSelect: fn(), moreLabel: '更多', selectedKeys: ['1'] },
  decorators: [
    (Story) => (
      <nav className="pp-menu-bar">
        <Story />
      </nav>
    ),
  ],
} satisfies Meta<typeof TopMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Width measured from the bar: resize the canvas to see entries fold into "more". */
export const Responsive: Story = {};
export const WideScreen: Story = { args: { itemWidth: MENU_ITEM_WIDTHS.wide, width: 1500 } };
export const MediumScreen: Story = { args: { itemWidth: MENU_ITEM_WIDTHS.medium, width: 900 } };
export const NarrowScreen: Story = { args: { itemWidth: MENU_ITEM_WIDTHS.narrow, width: 500 } };
export const Empty: Story = { args: { items: [], emptyLabel: '暂无菜单' } };
