import type { RJSFSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm } from '../fixtures/story-form.tsx';
import { patentApplyData, patentApplyStory, pickFields } from '../fixtures/story-forms.ts';

/** The claims (rich text) and attachments of the patent form, plus a custom-dialog field of related patents. */
const fields = pickFields(patentApplyStory(), ['claims', 'attachments']);
const schema: RJSFSchema = {
  ...fields.schema,
  properties: {
    ...fields.schema.properties,
    relatedPatents: { type: 'array', title: '关联专利', items: { type: 'object' } },
    basePatent: { type: 'string', title: '基础专利' },
  },
};
const uiSchema = {
  ...fields.uiSchema,
  claims: { ...fields.uiSchema.claims, 'ui:span': 'full' },
  attachments: { ...fields.uiSchema.attachments, 'ui:options': { accept: '.pdf,.doc,.docx', limit: 3 } },
  relatedPatents: { 'ui:widget': 'dialog', 'ui:options': { dialog: 'patentPicker', multiple: true, selectNum: 5 } },
  basePatent: { 'ui:widget': 'dialog', 'ui:options': { dialog: 'patentPicker' } },
  'ui:columns': 2,
};
const filled = {
  claims: patentApplyData.claims,
  attachments: patentApplyData.attachments,
  relatedPatents: [{ id: 'P-009', name: '一种固态电解质' }],
};

const meta = {
  title: 'Form/Widgets/Rich text, files and dialogs',
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
/** No `accept` configured: every file is refused with the spec's message. */
export const NoAcceptConfigured: Story = { args: { uiSchema: { ...uiSchema, attachments: { 'ui:widget': 'attachment' } } } };
/** A stored file the reader may not open: clicking it shows the server's message instead of a download. */
/** The field names an archive type the server refuses (rar): the picker offers only what the server takes. */
export const ServerNarrows: Story = { args: { uiSchema: { ...uiSchema, attachments: { 'ui:widget': 'attachment', 'ui:options': { accept: '.pdf,.rar' } } } } };
export const NotReadable: Story = { args: { readonly: true, formData: { ...filled, attachments: [{ id: 'denied-1', name: '他人的附件.pdf' }] } } };
