import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DialogPicker } from './dialog-picker.tsx';
import { DialogSourceProvider } from './dialog-source.tsx';
import { fixtureDialogSource } from './dialog.fixture.ts';

const source = fixtureDialogSource();

/** Custom dialogs from schemas/dialog over fixture rows: list (patentPicker), tree (orgPicker), combination (orgPatentPicker). */
const meta = {
  title: 'Engine/DialogPicker',
  component: DialogPicker,
  decorators: [(Story) => <DialogSourceProvider source={source}><div style={{ maxWidth: 960 }}><Story /></div></DialogSourceProvider>],
  args: { alias: 'patentPicker', multiple: true, onOk: fn(), onCancel: fn() },
} satisfies Meta<typeof DialogPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checkboxes, at most 5 (the definition's selectNum), 20 rows a page. */
export const ListCheckbox: Story = {};
export const ListRadio: Story = { args: { multiple: false } };
export const ListWithValue: Story = { args: { value: [{ id: 1000, name: '一种锂电池正极材料', applicationNo: 'CN202310000000.0' }] } };
export const ListLimitTwo: Story = { args: { selectNum: 2 } };
export const TreeRadio: Story = { args: { alias: 'orgPicker', multiple: false } };
export const TreeCheckbox: Story = { args: { alias: 'orgPicker', multiple: true } };
export const Combination: Story = { args: { alias: 'orgPatentPicker', multiple: true } };
export const UnknownAlias: Story = { args: { alias: 'noSuchDialog' } };
export const ListCheckboxEnglish: Story = { globals: { locale: 'en-US' } };
export const TreeEnglish: Story = { args: { alias: 'orgPicker', multiple: true }, globals: { locale: 'en-US' } };
export const CombinationEnglish: Story = { args: { alias: 'orgPatentPicker', multiple: true }, globals: { locale: 'en-US' } };
