import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm } from '../fixtures/story-form.tsx';
import { expenseClaimData, expenseClaimStory, patentApplyData, patentApplyStory, pickFields } from '../fixtures/story-forms.ts';

/** The expense items (with receipts as grandchild tables) and the patent's inventor shares, as sub-tables. */
const expense = pickFields(expenseClaimStory(), ['items']);
const patent = pickFields(patentApplyStory(), ['inventorShares']);
const schema: RJSFSchema = { type: 'object', properties: { ...expense.schema.properties, ...patent.schema.properties } };
const uiSchema = {
  ...expense.uiSchema,
  ...patent.uiSchema,
  items: { ...expense.uiSchema.items, items: { ...(expense.uiSchema.items as UiSchema).items, amount: { 'ui:widget': 'money' } } },
  inventorShares: { ...patent.uiSchema.inventorShares, items: { userId: { 'ui:widget': 'userPicker' } } },
  'ui:columns': 1,
};
const filled = { items: expenseClaimData.items, inventorShares: patentApplyData.inventorShares };

const meta = {
  title: 'Form/Widgets/Sub-tables',
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
/** Validated on show: the required name and share of an empty inventor row are marked in their cells. */
export const RowErrors: Story = { args: { formData: { inventorShares: [{}] }, liveValidate: true, validateOnMount: true } };
