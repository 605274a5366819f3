import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HeaderUserMenu } from './header-user-menu.tsx';
import './layout.css';

const meta = {
  title: 'Layout/HeaderUserMenu',
  component: HeaderUserMenu,
  args: {
    userName: '张三',
    isVisitor: false,
    posts: [{ postId: '11', postName: '科研秘书', orgName: '科研院' }],
    currentPostId: '11',
    onProfile: fn(),
    onChangePassword: fn(),
    onSwitchPost: fn(),
    onLogout: fn(),
    onLogin: fn(),
  },
  decorators: [
    (Story) => (
      <div className="pp-header" style={{ justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderUserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const SeveralPosts: Story = {
  args: {
    posts: [
      { postId: '11', postName: '科研秘书', orgName: '科研院' },
      { postId: '12', postName: '教师', orgName: '材料学院' },
    ],
  },
};
export const Guest: Story = { args: { isVisitor: true, userName: '游客', posts: [] } };
