import type { RJSFSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm } from '../form/fixtures/story-form.tsx';
import { expenseClaimStory, patentApplyStory, pickFields } from '../form/fixtures/story-forms.ts';

/** The claimant / department of the expense form, the inventors / college of the patent form, and a post field. */
const expense = pickFields(expenseClaimStory(), ['claimant', 'department']);
const patent = pickFields(patentApplyStory(), ['inventors', 'college']);
const schema: RJSFSchema = {
  type: 'object',
  required: ['claimant'],
  properties: { ...expense.schema.properties, ...patent.schema.properties, post: { type: 'integer', title: '岗位' } },
};
const uiSchema = {
  ...expense.uiSchema,
  ...patent.uiSchema,
  inventors: { 'ui:widget': 'userPicker', 'ui:options': { multiple: true, selectNum: 3 } },
  post: { 'ui:widget': 'postPicker' },
  'ui:columns': 2,
};
const filled = { claimant: 4, department: 11, inventors: [4, 5], college: 12, post: 202 };

const meta = {
  title: 'Form/Widgets/Pickers',
  component: StoryForm,
  args: { schema, uiSchema, formData: filled },
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
