import { describe, expect, it } from 'vitest';
import { configure, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FormHarness, formTestServices } from '../../../app/testing/form-harness.tsx';
import type { ColumnDefinition } from '../../../common/definitions/kinds/column.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import deptPie from '../../../../schemas/column/homeDeptPie.json';
import patentList from '../../../../schemas/column/homePatentList.json';
import indexTree from '../../../../schemas/column/homeIndexTree.json';
import { HomeCard } from './home-card.tsx';

configure({ asyncUtilTimeout: 10_000 });

/** The spec's empty text 暂无信息 (patent-library.md "Table empty text", workflow-office.md "Pie chart"), and its English. */
const EMPTY: Record<Language, string> = { 'zh-CN': '暂无信息', 'en-US': 'No information' };

/** A server with nothing: empty charts, tables and trees. */
function renderCard(column: unknown, language: Language) {
  const { services } = formTestServices((call) => {
    if (call.path.endsWith('/statScope')) return { view: 'campus', orgId: null, orgName: null };
    if (call.path.includes('/chart/')) return { scope: { view: 'campus', orgId: null, orgName: null }, rows: [] };
    if (call.path.includes('/data_syzl/')) return { rows: [], total: 0, page: 1, pageSize: 10 };
    if (call.path.endsWith('/getIndexTree')) return [];
    return undefined;
  }, language);
  render(<MemoryRouter><FormHarness services={services}><HomeCard column={column as ColumnDefinition} /></FormHarness></MemoryRouter>);
}

/** The card's empty texts: a chart's empty box, a table's no-data cell, an Arco empty. */
const emptyTexts = () => [...document.querySelectorAll('[data-testid=chart-empty], .arco-table-no-data, .arco-empty')]
  .map((node) => node.textContent?.trim() ?? '').filter(Boolean);

describe('the home cards\' empty text is the spec\'s, in both languages', { timeout: 30_000 }, () => {
  for (const language of ['zh-CN', 'en-US'] as Language[]) {
    for (const column of [deptPie, patentList, indexTree]) {
      it(`${column.alias} (${language})`, async () => {
        renderCard(column, language);
        await waitFor(() => expect(emptyTexts().length).toBeGreaterThan(0));
        expect(new Set(emptyTexts())).toEqual(new Set([EMPTY[language]]));
        expect(document.body.textContent).not.toMatch(/No data|暂无数据/);
      });
    }
  }
});
