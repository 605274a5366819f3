import type { RJSFSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm } from '../fixtures/story-form.tsx';
import { expenseClaimStory, patentApplyStory, pickFields } from '../fixtures/story-forms.ts';

const patent = pickFields(patentApplyStory(), ['type']);
const expense = pickFields(expenseClaimStory(), ['paid']);

/** The patent type dictionary and the "paid" flag of the shipped forms, plus enum fields in each choice widget. */
const schema: RJSFSchema = {
  type: 'object',
  properties: {
    ...patent.schema.properties,
    typeRadio: { type: 'string', title: '专利类型（单选）' },
    ...expense.schema.properties,
    urgent: { type: 'boolean', title: '加急' },
    region: { type: 'string', title: '申请地区', enum: ['cn', 'us', 'eu'] },
    channel: { type: 'string', title: '提交方式', enum: ['online', 'paper'] },
    fields: { type: 'array', title: '技术领域', uniqueItems: true, items: { type: 'string', enum: ['energy', 'ai', 'bio'] } },
  },
};
const uiSchema = {
  ...patent.uiSchema,
  ...expense.uiSchema,
  typeRadio: { 'ui:widget': 'dict', 'ui:options': { dictKey: 'patentType', display: 'radio' } },
  urgent: { 'ui:widget': 'switch' },
  region: { 'ui:enumNames': ['中国', '美国', '欧洲'] },
  channel: { 'ui:widget': 'radio', 'ui:enumNames': ['网上提交', '纸件提交'] },
  fields: { 'ui:widget': 'checkboxes', 'ui:enumNames': ['新能源', '人工智能', '生物医药'] },
  'ui:columns': 2,
};
const filled = { type: 'invent', typeRadio: 'newKind', paid: true, urgent: false, region: 'us', channel: 'paper', fields: ['energy', 'bio'] };

const meta = {
  title: 'Form/Widgets/Choices',
  component: StoryForm,
  args: { schema, uiSchema, formData: filled },
} satisfies Meta<typeof StoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;
const en = { globals: { locale: 'en-US' } };

export const Filled: Story = {};
export const FilledEn: Story = { ...en };
export const ReadOnly: Story = { args: { readonly: true } };
export const ReadOnlyEn: Story = { ...en, args: { readonly: true } };
/** A dictionary key the services do not know: the field says so instead of showing an empty list. */
export const MissingDictionary: Story = { args: { uiSchema: { ...uiSchema, type: { 'ui:widget': 'dict', 'ui:options': { dictKey: 'nope' } } } } };
