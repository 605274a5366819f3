import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm } from './fixtures/story-form.tsx';
import { expenseClaimData, expenseClaimStory, patentApplyData, patentApplyStory } from './fixtures/story-forms.ts';

/** Whole forms from schemas/form drawn with the Arco theme: layout groups, grids, sub-tables, read-only mode. */
const meta = {
  title: 'Form/Theme',
  component: StoryForm,
  args: { ...patentApplyStory('tabs'), formData: patentApplyData },
} satisfies Meta<typeof StoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;
const en = { globals: { locale: 'en-US' } };

export const PatentTabs: Story = {};
export const PatentTabsEn: Story = { ...en, args: patentApplyStory('tabs', 'en-US') };
export const PatentCollapse: Story = { args: patentApplyStory('collapse') };
export const PatentCollapseEn: Story = { ...en, args: patentApplyStory('collapse', 'en-US') };
export const PatentGrid: Story = { args: patentApplyStory('grid') };
export const PatentGridEn: Story = { ...en, args: patentApplyStory('grid', 'en-US') };
/** Field right r everywhere: every widget shows plain text. */
export const PatentReadOnly: Story = { args: { ...patentApplyStory('grid'), readonly: true } };
export const PatentReadOnlyEn: Story = { ...en, args: { ...patentApplyStory('grid', 'en-US'), readonly: true } };
/** An empty form validated on change, errors under the fields. */
export const PatentErrors: Story = { args: { ...patentApplyStory('grid'), formData: {}, liveValidate: true, validateOnMount: true, showErrorList: true } };
export const PatentErrorsEn: Story = { ...en, args: { ...patentApplyStory('grid', 'en-US'), formData: {}, liveValidate: true, validateOnMount: true, showErrorList: true } };
export const ExpenseClaim: Story = { args: { ...expenseClaimStory(3), formData: expenseClaimData } };
export const ExpenseClaimEn: Story = { ...en, args: { ...expenseClaimStory(3, 'en-US'), formData: expenseClaimData } };
