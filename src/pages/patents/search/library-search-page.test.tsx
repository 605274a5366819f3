import { describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import jgzlk from '../../../../schemas/template/jgzlk.json';
import type { PatentQueryBody, PatentRow } from '../../../app/api/patents.ts';
import { fakeServices, PageHarness } from '../shared/page-harness.tsx';
import { LibrarySearchPage } from './library-search-page.tsx';

// Arco tables render slowly in happy-dom on a shared two-core machine.
configure({ asyncUtilTimeout: 10_000 });

const row = (id: number): PatentRow => ({
  id, fApplicationNo: `CN2023100${String(id).padStart(5, '0')}.X`, fPublicationNo: null, fName: `一种锂电池管理方法 ${id}`, fLegalStatus: 'sqsc',
  fType: 'invent', fApplicationDate: '2023-05-01', fPublicationDate: null, fOrgName: '材料学院', fSubject: null, fInventor: '张伟', orgId: 3, subjectId: null,
});

function renderPage(url: string, page: (body: PatentQueryBody) => unknown, language: 'zh-CN' | 'en-US' = 'zh-CN') {
  const { services, request } = fakeServices({
    'GET /form/dataTemplate/v1/getBpmDataTemplateInfo': { template: jgzlk, formKey: null, bo: null, dicts: {} },
    'GET /schoolLib/university/statusCounts': { applying: 1, authorized: 1, effective: 1, operated: 0, underreview: 0, expired: 0, entrustedcase: 0 },
    'POST /schoolLib/ipSchoolPatent/v1/query': page,
  }, {}, language);
  render(<PageHarness services={services} path="/zlk1/template/preview/jgzlk" url={url}><LibrarySearchPage alias="jgzlk" /></PageHarness>);
  return request;
}

describe('LibrarySearchPage', { timeout: 30_000 }, () => {
  it('reads its rows from the library query call with the keyword and tile as params', async () => {
    const request = renderPage('/zlk1/template/preview/jgzlk?searchValue=神经网络&status=effective&statusType=3',
      () => ({ rows: [row(1), row(2)], total: 2, page: 1, pageSize: 10 }));
    expect(await screen.findByText('一种锂电池管理方法 1')).toBeTruthy();
    const body = request.mock.calls.find(([, path]) => path === '/schoolLib/ipSchoolPatent/v1/query')![2]!.body as PatentQueryBody;
    expect(body.params).toEqual({ searchValue: '神经网络', status: 'effective', statusType: '3' });
    expect(body.querys).toEqual([]);
    expect(body.pageBean).toMatchObject({ page: 1, pageSize: 10 });
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(screen.getByTestId('library-result').textContent).toBe('“神经网络” 共找到 2 件专利');
  });

  it('says "more than" in the pager and under the box when the server capped the count', async () => {
    renderPage('/zlk1/template/preview/jgzlk?searchValue=电池', () => ({ rows: [row(1)], total: 10000, totalCapped: true, page: 1, pageSize: 10 }));
    expect(await screen.findByText('超过 10,000 条')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('library-result').dataset.capped).toBe('true'));
    expect(screen.getByTestId('library-result').textContent).toMatch(/^“电池” 找到超过 10,000 件专利/);
  });

  it('in English', async () => {
    renderPage('/zlk1/template/preview/jgzlk?searchValue=电池', () => ({ rows: [row(1)], total: 10000, totalCapped: true, page: 1, pageSize: 10 }), 'en-US');
    expect(await screen.findByText('More than 10,000')).toBeTruthy();
    expect(screen.getByTestId('library-result').textContent).toMatch(/^Patents matching “电池”: more than 10,000/);
  });

  it('shows no result line without a keyword', async () => {
    renderPage('/zlk1/template/preview/jgzlk', () => ({ rows: [row(1)], total: 1, page: 1, pageSize: 10 }));
    expect(await screen.findByText('一种锂电池管理方法 1')).toBeTruthy();
    expect(screen.queryByTestId('library-result')).toBeNull();
  });
});
