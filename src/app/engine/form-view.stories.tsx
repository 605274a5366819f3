import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormView } from '../../engine/form/form-view.tsx';
import { FormHarness, formTestServices, reply, type FakeCall } from '../testing/form-harness.tsx';
import { getFormReply, patentBo, patentForm, RECORD_ID } from '../../engine/form/testing/form.fixture.ts';
import type { Language } from '../../common/i18n/languages.ts';

const record = { serialNo: 'ZLSQ202611220001', title: '一种固态电池的制备方法', type: 'newKind', college: 11, applicationDate: '2026-01-05', contactEmail: 'zhangwei@example.com' };

/** A fake form service: getForm from the schemas/ fixtures; boSave answers with `saveStatus`. */
function server(saveStatus: number) {
  return (call: FakeCall) => {
    if (call.path.includes('/getForm/')) {
      const id = call.query.get('id');
      return getFormReply(id ? { id, data: record, readonly: call.query.get('action') === 'get', action: call.query.get('action') ?? 'edit' } : {});
    }
    if (call.path.includes('/boSave/')) {
      return saveStatus === 200 ? { state: true, message: '保存成功', value: { id: RECORD_ID, version: 2 } } : reply(saveStatus, { state: false, message: '数据已被他人修改，请刷新后重试' });
    }
    if (call.path.includes('/getByParentId')) return [{ id: 11, code: 'cs', name: '计算机学院', parentId: 1, kind: 'college', path: '1.11.', pathName: '示例大学/计算机学院', sn: 1, demId: null, isParent: false }];
    if (call.path.includes('/orgs')) return { rows: [{ id: 11, name: '计算机学院' }], total: 1, page: 1, pageSize: 10 };
    return { rows: [], total: 0, page: 1, pageSize: 10 };
  };
}

interface Args { action: 'add' | 'edit' | 'get'; saveStatus: number; preview: boolean }

const meta = {
  title: 'Engine/FormView',
  args: { action: 'add', saveStatus: 200, preview: false },
  render: (args, context) => {
    const language = (context.globals.locale as Language | undefined) ?? 'zh-CN';
    const { services } = formTestServices(server(args.saveStatus), language);
    return (
      <FormHarness services={services}>
        {args.preview
          ? <FormView definition={patentForm} bo={patentBo} action="add" />
          : <FormView formKey="patentApply" boAlias="patentApply" action={args.action} id={args.action === 'add' ? undefined : RECORD_ID} onBack={() => undefined} />}
      </FormHarness>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new patent application: save with empty required fields to see 必填 under them. */
export const Add: Story = {};
/** An existing record; saving succeeds with the 1.5 s success toast. */
export const Edit: Story = { args: { action: 'edit' } };
/** Detail (get): every field read-only, no save buttons. */
export const Detail: Story = { args: { action: 'get' } };
/** Someone else saved first: the save gets a 409, the input stays and the conflict message shows. */
export const StaleSave: Story = { args: { action: 'edit', saveStatus: 409 } };
/** The admin live preview: the definition passed in, no toolbar. */
export const Preview: Story = { args: { preview: true } };
/** In English. */
export const English: Story = { globals: { locale: 'en-US' } };
