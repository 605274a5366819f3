import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import preview from '../../../../.storybook/preview.tsx';
import type { TemplateDefinition } from '../../../common/definitions/kinds/template.ts';
import type { TemplateRow } from '../../../common/api/template-types.ts';
import personalApprovalItems from '../../../../schemas/template/personalApprovalItems.json';
import personalSecretaries from '../../../../schemas/template/personalSecretaries.json';
import { defaultRegistry, extendRegistry, RegistryContext } from '../../registry/registry.ts';
import { createMemoryListSource } from '../memory-list-source.ts';
import { EngineProvider, type EngineServices } from '../../provider/engine-provider.tsx';
import { TemplateListPage } from '../template-list-page.tsx';
import type { RowAction } from './types.ts';

setProjectAnnotations(preview);
configure({ asyncUtilTimeout: 10_000 });

const phrases: TemplateRow[] = [
  { id: '1', version: 0, expression: '同意，请按程序办理', defKey: null, sn: 0, isPublic: false },
  { id: '2', version: 0, expression: '同意。', defKey: null, sn: 1, isPublic: true },
];

/** A call-source template over memory rows, with a removal action that records what it was given. */
function renderList(template: TemplateDefinition, rows: TemplateRow[], extra: Parameters<typeof extendRegistry>[1] = {}) {
  const removed: string[][] = [];
  const remove: RowAction = {
    run: async ({ row, reload }) => { removed.push([String(row.id)]); reload(); },
    runMany: async ({ rows: chosen, reload }) => { removed.push(chosen.map((r) => String(r.id))); reload(); },
  };
  const source = createMemoryListSource({ info: { template, formKey: null, bo: null, dicts: {} }, rows });
  const registry = extendRegistry(defaultRegistry, {
    listCalls: { [(template.source as { call: string }).call]: (body) => source.loadPage(body) },
    rowActions: { [template.manageFields.find((b) => b.type === 'delete')!.action!]: remove },
    formatters: { flowName: (v) => String(v ?? '所有流程'), flowScope: (v) => String(v ?? '全部流程'), itemOwner: (v) => (v ? '公共' : '个人'), enabledState: (v) => (v ? '启用' : '停用') },
    ...extra,
  });
  // The list reads through `source`; the shell services are not used here.
  const services = { data: {}, user: () => null, useMenu: () => ({ isLoading: false }), openProcessWindow: () => undefined, onFlowChanged: () => () => undefined } as unknown as EngineServices;
  render(
    <MemoryRouter>
      <EngineProvider services={services}>
        <RegistryContext.Provider value={registry}>
          <TemplateListPage alias={template.alias} source={source} />
        </RegistryContext.Provider>
      </EngineProvider>
    </MemoryRouter>,
  );
  return removed;
}

const bodyRows = () => screen.getByTestId('list-table').querySelectorAll('tbody tr.arco-table-tr');

describe('a template over a registered call, its delete naming a registered action', { timeout: 30_000 }, () => {
  it('offers edit and delete only on the rows passing visibleWhen, and only those rows can be chosen', async () => {
    renderList(personalApprovalItems as TemplateDefinition, phrases);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const [mine, shared] = [...bodyRows()] as HTMLElement[];
    expect(within(mine!).getByTestId('row-edit-1')).toBeTruthy();
    expect(within(mine!).getByTestId('row-remove-1')).toBeTruthy();
    expect(within(shared!).getByTestId('row-view-2')).toBeTruthy();
    expect(within(shared!).queryByTestId('row-edit-2')).toBeNull();
    expect(within(shared!).queryByTestId('row-remove-2')).toBeNull();
    expect((shared!.querySelector('input[type=checkbox]') as HTMLInputElement).disabled).toBe(true);
    expect((mine!.querySelector('input[type=checkbox]') as HTMLInputElement).disabled).toBe(false);
  });

  it('removes the chosen rows through the action after the button\'s own confirm; none chosen is refused', async () => {
    const removed = renderList(personalApprovalItems as TemplateDefinition, phrases);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    fireEvent.click(screen.getByTestId('toolbar-remove'));
    await screen.findByText('请至少选择一条数据');
    fireEvent.click(bodyRows()[0]!.querySelector('input[type=checkbox]')!);
    fireEvent.click(screen.getByTestId('toolbar-remove'));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('确定删除吗？')).toBeTruthy();
    fireEvent.click(within(modal).getByText('确定'));
    await waitFor(() => expect(removed).toEqual([['1']]));
  });

  it('draws the template\'s hint and its registered panels above the search bar', async () => {
    const Leaders = vi.fn(() => <div data-testid="leaders-panel">我担任秘书的领导：陈院长</div>);
    renderList(personalSecretaries as TemplateDefinition, [{ id: '7', version: 0, secretary: '王芳', defKeys: null, isEnabled: true }], { listPanels: { secretaryLeaders: Leaders } });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByTestId('list-hint').textContent).toContain('秘书可以查看并代您处理待办');
    expect(screen.getByTestId('leaders-panel')).toBeTruthy();
    expect(bodyRows()[0]!.textContent).toContain('全部流程');
  });
});
