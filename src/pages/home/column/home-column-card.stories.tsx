import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { ColumnDefinition } from '../../../common/definitions/kinds/column.ts';
import { HomeColumnCard } from './home-column-card.tsx';

const name = { 'zh-CN': '常用系统', 'en-US': 'Often-used systems' };
const systems = ['ERP', '知识库', 'CRM', '门户', '员工自助'].map((title, i) => ({ id: i + 1, title, url: `https://example.com/${i + 1}` }));

/** Static rows through a row template, five per page (the often-used systems card). */
const rowsColumn: ColumnDefinition = {
  kind: 'column', schemaVersion: 1, alias: 'oftenSystems', name, colType: 'systems', dataMode: 'static',
  dataParam: { rows: [...systems, { id: 6, title: '<b>OA</b>', url: 'javascript:alert(1)' }] },
  templateHtml: '<p class="system"><a href="{{url}}">{{title}}</a></p>', needPage: true, pageSize: 5, colHeight: 200,
  moreUrl: '/statement/template/preview/patentApplyList', displayRights: ['nobody'],
};

/** HTML with what DOMPurify must remove. */
const htmlColumn: ColumnDefinition = {
  kind: 'column', schemaVersion: 1, alias: 'welcomeHtml', name: { 'zh-CN': '欢迎', 'en-US': 'Welcome' }, colType: 'html', dataMode: 'static',
  templateHtml: '<h4>欢迎使用</h4><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script><a href="javascript:alert(1)">link</a>',
};

/** Static rows without a template: a table of their fields. */
const tableColumn: ColumnDefinition = {
  kind: 'column', schemaVersion: 1, alias: 'systemTable', name, colType: 'list', dataMode: 'static', dataParam: { rows: systems }, pageSize: 2,
};

/** A home column card as the home page and /column/preview draw it (static data: no server). */
const meta = {
  title: 'Home/ColumnCard',
  component: HomeColumnCard,
  decorators: [(Story) => <MemoryRouter><div style={{ maxWidth: 640 }}><Story /></div></MemoryRouter>],
  args: { column: rowsColumn },
} satisfies Meta<typeof HomeColumnCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TemplatedRows: Story = {};
export const SanitisedHtml: Story = { args: { column: htmlColumn } };
export const RowTable: Story = { args: { column: tableColumn } };
export const TemplatedRowsEnglish: Story = { globals: { locale: 'en-US' } };
