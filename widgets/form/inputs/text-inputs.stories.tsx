import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm } from '../fixtures/story-form.tsx';
import { expenseClaimStory, patentApplyStory, pickFields, type StoryForm as Fields } from '../fixtures/story-forms.ts';

/** Text, number, money, date and serial fields of the shipped forms, plus a time field (no shipped form has one). */
function textFields(): Fields {
  const expense = pickFields(expenseClaimStory(), ['claimNo', 'title', 'amount', 'claimDate', 'paidAt', 'note']);
  const patent = pickFields(patentApplyStory(), ['pageCount', 'contactEmail', 'abstract']);
  return {
    schema: {
      type: 'object',
      required: expense.schema.required,
      properties: { ...expense.schema.properties, ...patent.schema.properties, meetingTime: { type: 'string', format: 'time', title: '会议时间' } },
    },
    uiSchema: { ...expense.uiSchema, ...patent.uiSchema, 'ui:columns': 2 },
  };
}

const filled = {
  claimNo: 'BX-2026-0042', title: '参加全国专利代理年会差旅', amount: 1234.5, claimDate: '2026-04-02', paidAt: '2026-04-10 09:30:00',
  note: '含往返高铁票\n及两晚住宿', pageCount: 18, contactEmail: 'zhangwei@univ.example', meetingTime: '14:30:00',
};

const meta = {
  title: 'Form/Widgets/Text and numbers',
  component: StoryForm,
  args: { ...textFields(), formData: filled },
} satisfies Meta<typeof StoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;
const en = { globals: { locale: 'en-US' } };

export const Filled: Story = {};
export const FilledEn: Story = { ...en };
export const Empty: Story = { args: { formData: {} } };
export const EmptyEn: Story = { ...en, args: { formData: {} } };
export const ReadOnly: Story = { args: { readonly: true } };
export const ReadOnlyEn: Story = { ...en, args: { readonly: true } };
/** An amount over 99999999999.99 with three decimals: the money widget says why it cannot spell it. */
export const MoneyTooLarge: Story = { args: { formData: { ...filled, amount: 123456789012.345 } } };
export const MoneyTooLargeEn: Story = { ...en, args: { formData: { ...filled, amount: 123456789012.345 } } };
