import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { TemplateButton } from '../../common/definitions/kinds/template.ts';
import { defaultRegistry } from '../registry/registry.ts';
import { listColumns, type ColumnInput } from './list-columns.tsx';

const t = ((key: string) => key) as unknown as TFunction;
const button = (name: string, visibleWhen?: TemplateButton['visibleWhen']): TemplateButton =>
  ({ type: 'action', action: name, label: { 'zh-CN': name, 'en-US': name }, ...(visibleWhen ? { visibleWhen } : {}) }) as TemplateButton;

/** Ten buttons, each shown only in its own state (an agency case's actions). */
const STATES = ['entrusted', 'accepted', 'drafting', 'review', 'approved', 'filed', 'granted', 'rejected', 'declined', 'cancelled'];
const buttons = STATES.map((state, index) => ({ button: button(`操作按钮${index}`, [{ field: 'status', operation: 'EQUAL', value: state }]), index }));

const input = (rows?: ColumnInput['rows']): ColumnInput => ({
  fields: [], buttons, registry: defaultRegistry, lang: 'zh-CN', t, dicts: {}, boDictKey: () => undefined, users: new Map(), orgs: new Map(),
  download: () => undefined, sort: undefined, onRowButton: () => undefined, rows,
});
const actionsWidth = (rows?: ColumnInput['rows']) => Number(listColumns(input(rows)).find((c) => c.key === '__actions')!.width);

describe('the row actions column', () => {
  it('is as wide as the buttons the widest row shows, not every button of the template', () => {
    const allButtons = actionsWidth();
    const oneEach = actionsWidth([{ id: '1', status: 'entrusted' }, { id: '2', status: 'filed' }]);
    expect(oneEach).toBeLessThan(allButtons / 3);
    const two = buttons.slice(0, 2).map(({ button: b, index }) => ({ button: { ...b, visibleWhen: undefined }, index }));
    const withTwo = Number(listColumns({ ...input([{ id: '1', status: 'x' }]), buttons: [...two, ...buttons.slice(2)] }).find((c) => c.key === '__actions')!.width);
    expect(withTwo).toBeGreaterThan(oneEach);
  });
});
