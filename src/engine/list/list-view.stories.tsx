import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultRegistry } from '../registry/registry.ts';
import { ListStory } from './list-story.tsx';

/** The list engine over the templates of schemas/template with fixture rows in memory. */
const meta = {
  title: 'Engine/ListView',
  component: ListStory,
  args: { template: 'patentApplyList', count: 35 },
} satisfies Meta<typeof ListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A registry that lacks the `dict` formatter the patent type column names. */
const withoutDictFormatter = { ...defaultRegistry, formatters: Object.fromEntries(Object.entries(defaultRegistry.formatters).filter(([name]) => name !== 'dict')) };

export const PatentApplications: Story = {};
export const ExpenseClaims: Story = { args: { template: 'expenseClaimList', count: 45 } };
export const Empty: Story = { args: { count: 0 } };
/** 300 rows: choose 100 per page to see the rows drawn virtually. */
export const LongList: Story = { args: { count: 300 } };
export const ImportRefused: Story = {
  args: {
    importable: true,
    importReply: {
      state: false, message: '导入失败：2 行数据有误', reportFileId: 'report-1',
      errors: [{ row: 3, column: 'B', field: '专利名称', message: '必填' }, { row: 5, column: 'D', field: '申请日期', message: '必须为日期类型' }],
    },
  },
};
export const UnknownTemplate: Story = { args: { alias: 'noSuchList' } };
export const UnregisteredFormatter: Story = { args: { registry: withoutDictFormatter } };

export const PatentApplicationsEnglish: Story = { globals: { locale: 'en-US' } };
export const ExpenseClaimsEnglish: Story = { args: { template: 'expenseClaimList', count: 45 }, globals: { locale: 'en-US' } };
export const EmptyEnglish: Story = { args: { count: 0 }, globals: { locale: 'en-US' } };
