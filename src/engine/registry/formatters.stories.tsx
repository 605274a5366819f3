import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DisplayField } from '../../common/definitions/kinds/template.ts';
import { templates, orgs, users } from '../list/list.fixture.ts';
import { FormatterStory } from './formatter-story.tsx';

/** Display fields of schemas/template by formatter; formatters no shipped template uses get a field of the same shape. */
const fieldOf = (formatter: string): DisplayField => {
  for (const template of Object.values(templates)) {
    const found = template.displayFields.find((d) => d.formatter === formatter);
    if (found) return found;
  }
  return { field: formatter, label: { 'zh-CN': formatter }, formatter: formatter as DisplayField['formatter'] };
};
const names = Object.fromEntries([...Object.entries(users), ...Object.entries(orgs)]);

const meta = {
  title: 'Engine/Formatters',
  component: FormatterStory,
  args: { field: fieldOf('text'), values: ['一种锂电池正极材料', '', null, 42] },
} satisfies Meta<typeof FormatterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Date: Story = { args: { field: fieldOf('date'), values: ['2024-03-05T08:00:00.000Z', '2024-03-05', null] } };
export const DateTime: Story = { args: { field: fieldOf('datetime'), values: ['2024-03-05T08:09:10.000Z', '2024-03-05 08:09:10'] } };
export const Money: Story = { args: { field: fieldOf('money'), values: [1234.5, '99999999999.99', 0, null] } };
export const Number: Story = { args: { field: fieldOf('number'), values: [12, 1234567.891, '3,000'] } };
export const Percent: Story = { args: { field: fieldOf('percent'), values: [35, 12.5, null] } };
export const Dict: Story = { args: { field: fieldOf('dict'), values: ['invent', 'exterior', ['invent', 'newKind'], 'unknownKey'], dict: { invent: '发明专利', newKind: '实用新型', exterior: '外观设计' } } };
export const User: Story = { args: { field: fieldOf('user'), values: [101, [101, 102], 999], names } };
export const Org: Story = { args: { field: fieldOf('org'), values: [11, 12, 999], names } };
export const Boolean: Story = { args: { field: fieldOf('boolean'), values: [true, false, 'true', null] } };
export const Attachment: Story = { args: { field: fieldOf('attachment'), values: [[{ id: 'f1', name: '说明书.pdf' }, { id: 'f2', name: '附图.png' }], '[{"id":"f3","name":"权利要求书.docx"}]', null] } };
export const Unregistered: Story = { args: { field: { field: 'x', label: { 'zh-CN': 'x' }, formatter: 'sparkline' as DisplayField['formatter'] }, values: [1] } };

export const MoneyEnglish: Story = { ...Money, globals: { locale: 'en-US' } };
export const BooleanEnglish: Story = { ...Boolean, globals: { locale: 'en-US' } };
export const DictEnglish: Story = { args: { ...Dict.args, dict: { invent: 'Invention patent', newKind: 'Utility model', exterior: 'Design' } }, globals: { locale: 'en-US' } };
