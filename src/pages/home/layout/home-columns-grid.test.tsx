import { describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FormHarness, formTestServices } from '../../../app/testing/form-harness.tsx';
import { HomeColumnsGrid } from './home-columns-grid.tsx';

configure({ asyncUtilTimeout: 10_000 });

const column = (alias: string, extra: Record<string, unknown>) => ({ kind: 'column', schemaVersion: 1, alias, name: { 'zh-CN': `栏目${alias}` }, ...extra });
const news = (alias: string, path: string, extra: Record<string, unknown> = {}) =>
  column(alias, { colType: 'news', dataMode: 'service', colUrl: `\${portal}${path}`, requestType: 'POST', dataParam: { pageBean: { page: 1, pageSize: 5 } }, ...extra });

const COLUMNS = {
  cNews: news('cNews', '/portal/messageNews/v1/list', { fieldMap: { title: 'title', date: 'publishTime' } }),
  cFail: news('cFail', '/portal/broken/list'),
  cEmpty: news('cEmpty', '/portal/messageNews/v1/listNotice'),
  cSecret: column('cSecret', { colType: 'systems', dataMode: 'static', displayRights: ['IPgly'], dataParam: { rows: [{ id: 'erp', title: 'ERP', url: 'https://erp.example.com/' }] } }),
};
const ITEMS = ['cNews', 'cFail', 'cEmpty', 'cSecret', 'cHidden', 'cGone'].map((alias, i) => ({ column: alias, x: (i % 3) * 4, y: Math.floor(i / 3) * 4, w: 4, h: 4 }));

/** A fake server: the layout, the batched columns (cHidden left out as the server does for rights, cGone unknown) and their sources. */
function renderGrid(preview = false) {
  const { services, calls } = formTestServices((call) => {
    if (call.path.endsWith('/designMyLayout')) return { source: 'tenant', version: 0, tenantVersion: 1, items: ITEMS, defaultItems: ITEMS, canEditDefault: false };
    if (call.path.endsWith('/getByAliases')) {
      const asked = call.query.get('aliases')!.split(',');
      return { columns: asked.flatMap((a) => (a in COLUMNS ? [COLUMNS[a as keyof typeof COLUMNS]] : [])), missing: asked.filter((a) => a === 'cGone') };
    }
    if (call.path.endsWith('/messageNews/v1/list')) return { rows: [{ id: 1, title: '校庆公告', publishTime: '2026-11-02' }], total: 1, page: 1, pageSize: 5 };
    if (call.path.endsWith('/listNotice')) return { rows: [], total: 0, page: 1, pageSize: 5 };
    if (call.path.endsWith('/broken/list')) return { isReply: true, status: 400, body: { state: false, message: '数据源暂时不可用' } };
    return undefined;
  });
  render(<MemoryRouter><FormHarness services={services}><HomeColumnsGrid preview={preview} /></FormHarness></MemoryRouter>);
  return calls;
}

const cell = (alias: string) => document.querySelector(`[data-testid=home-cell][data-alias=${alias}]`);

describe('the home columns grid', { timeout: 30_000 }, () => {
  it('reads every column of the layout in one call and draws each card with its data where the layout places it', async () => {
    const calls = renderGrid();
    await waitFor(() => expect(screen.getByText('校庆公告')).toBeTruthy());
    const batches = calls.filter((c) => c.path.endsWith('/getByAliases'));
    expect(batches).toHaveLength(1);
    expect(batches[0]!.query.get('aliases')!.split(',').sort()).toEqual(['cEmpty', 'cFail', 'cGone', 'cHidden', 'cNews', 'cSecret']);
    expect((cell('cNews') as HTMLElement).style.gridColumn).toBe('span 4');
    expect((cell('cNews') as HTMLElement).style.gridRow).toBe('span 4');
    expect(cell('cNews')!.textContent).toContain('2026-11-02');
  });

  it('shows a failing column\'s error in red inside its card, and says when a column does not exist', async () => {
    renderGrid();
    await waitFor(() => expect(cell('cFail')?.querySelector('[data-testid=home-card-error]')).toBeTruthy());
    const error = cell('cFail')!.querySelector('[data-testid=home-card-error]') as HTMLElement;
    expect(error.textContent).toBe('数据源暂时不可用');
    expect(error.className).toBe('pp-home-card-error');
    expect(cell('cFail')!.querySelector('[data-testid=home-card-title]')!.textContent).toBe('栏目cFail');
    await waitFor(() => expect(cell('cGone')?.textContent).toBe('栏目“cGone”不存在'));
  });

  it('hides a column with no data, and the columns the user may not see', async () => {
    renderGrid();
    await waitFor(() => expect(screen.getByText('校庆公告')).toBeTruthy());
    await waitFor(() => expect(cell('cFail')).toBeTruthy());
    expect(cell('cEmpty')).toBeNull();
    // Left out by the server (cHidden) or refused by the column's displayRights (the user holds ptyh, not IPgly).
    expect(cell('cHidden')).toBeNull();
    expect(cell('cSecret')).toBeNull();
    expect(screen.queryByText('ERP')).toBeNull();
  });

  it('a preview shows a column whatever its displayRights, asking the server for the preview', async () => {
    const calls = renderGrid(true);
    await waitFor(() => expect(screen.getByText('ERP')).toBeTruthy());
    expect(calls.find((c) => c.path.endsWith('/getByAliases'))!.query.get('preview')).toBe('true');
  });
});
