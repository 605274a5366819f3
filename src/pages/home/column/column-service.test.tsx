import { describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ColumnDefinition } from '../../../common/definitions/kinds/column.ts';
import { FormHarness, formTestServices } from '../../../app/testing/form-harness.tsx';
import { HomeColumnCard } from './home-column-card.tsx';

configure({ asyncUtilTimeout: 10_000 });

const base = { kind: 'column', schemaVersion: 1, name: { 'zh-CN': '新闻动态' }, colType: 'news', dataMode: 'service' } as const;

function renderColumn(column: ColumnDefinition, reply: unknown) {
  const { services, calls } = formTestServices(() => reply);
  render(<MemoryRouter><FormHarness services={services}><HomeColumnCard column={column} /></FormHarness></MemoryRouter>);
  return calls;
}

describe('a service column', { timeout: 30_000 }, () => {
  it('calls colUrl on its service with dataParam and draws the reply rows through templateHtml', async () => {
    const column = { ...base, alias: 'news', colUrl: '${portal}/portal/news/v1/list', requestType: 'POST', dataParam: { type: 0 },
      templateHtml: '<span>{{fbt}}</span> <em>{{fkssj}}</em>', pageSize: 2 } as ColumnDefinition;
    const calls = renderColumn(column, { rows: [{ fbt: '通知一', fkssj: '2026-01-01' }, { fbt: '通知二', fkssj: '2026-01-02' }, { fbt: '通知三', fkssj: '2026-01-03' }] });
    await waitFor(() => expect(screen.getAllByTestId('column-row')).toHaveLength(2));
    expect(screen.getAllByTestId('column-row')[0]!.textContent).toBe('通知一 2026-01-01');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/portal/portal/news/v1/list', body: { type: 0 } });
  });

  it('names an address on no known service', async () => {
    renderColumn({ ...base, alias: 'bad', colUrl: 'https://elsewhere.example/list' } as ColumnDefinition, []);
    expect((await screen.findByTestId('column-error')).textContent).toContain('https://elsewhere.example/list');
  });
});
