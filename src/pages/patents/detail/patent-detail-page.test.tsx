import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PatentDetailPage } from './patent-detail-page.tsx';
import { patentFixture } from './patent.fixture.ts';
import { fakeServices, PageHarness } from '../shared/page-harness.tsx';

const replies = {
  'GET /schoolLib/ipSchoolPatent/v1/detail': patentFixture,
  'GET /schoolLib/ipSchoolPatent/v1/queryClaimAndDesc': { claims: '1. 一种锂离子电池正极材料，其特征在于……', description: '技术领域……', summary: null },
};

function renderDetail(url: string, user = {}) {
  const { services, request } = fakeServices(replies, user);
  render(<PageHarness services={services} path="/zlk1/template/form/jgzlk/get" url={url}><PatentDetailPage /></PageHarness>);
  return request;
}

describe('PatentDetailPage', () => {
  it('shows the basic information with the detail labels of type and legal status', async () => {
    renderDetail('/zlk1/template/form/jgzlk/get?id=w_univ_ip_patent_ID_42');
    expect((await screen.findByTestId('detail-name')).textContent).toBe(patentFixture.name);
    expect(screen.getByTestId('detail-type').textContent).toBe('发明申请');
    expect(screen.getByTestId('detail-legal-status').textContent).toBe('授权');
    expect(screen.getByText('北京示例专利代理有限公司')).toBeTruthy();
  });

  it('reads the claims when their tab opens, and shows the legal events and the family', async () => {
    const request = renderDetail('/zlk1/template/form/jgzlk/get?id=42');
    await screen.findByTestId('detail-name');
    expect(request.mock.calls.some(([, path]) => path.endsWith('queryClaimAndDesc'))).toBe(false);
    fireEvent.click(screen.getByTestId('detail-tab-2'));
    expect(await screen.findByText(/一种锂离子电池正极材料，其特征在于/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('detail-tab-4'));
    expect(await screen.findByText('实质审查的生效')).toBeTruthy();
    fireEvent.click(screen.getByTestId('detail-tab-5'));
    expect(await screen.findByText('US2020123456A1')).toBeTruthy();
    expect(screen.getByText('审查员引证')).toBeTruthy();
  });

  it('opens the tab statType names', async () => {
    renderDetail('/zlk1/template/form/jgzlk/get?id=42&statType=4');
    expect(await screen.findByText('发明专利申请公布')).toBeTruthy();
  });

  it('lists the patent\'s transfers, licences, pledges and subsidies under its legal events (issue 18)', async () => {
    const { services } = fakeServices({
      ...replies,
      'GET /api/patentTrade/v1/list': { rows: [{ id: 1, kind: 'transfer', licenceType: null, fromParty: '示例大学', toParty: '远航仪器股份有限公司',
        amount: 250000, contractNo: 'ZR-2026-018', effectiveDate: '2026-11-06', endDate: null }] },
      'GET /api/patentSubsidy/v1/list': { rows: [{ id: 2, kind: '授权资助', source: '市知识产权局', amount: 5000, grantedDate: '2026-10-27' }] },
    });
    render(<PageHarness services={services} path="/zlk1/template/form/jgzlk/get" url="/zlk1/template/form/jgzlk/get?id=42&statType=4"><PatentDetailPage /></PageHarness>);
    const trades = await screen.findByTestId('detail-trades');
    expect(trades.textContent).toContain('转让');
    expect(trades.textContent).toContain('远航仪器股份有限公司');
    expect(trades.textContent).toContain('ZR-2026-018');
    expect((await screen.findByTestId('detail-subsidies')).textContent).toContain('市知识产权局');
  });

  it('links the agency case that filed the patent to its row of 代理专利 (issue 18)', async () => {
    const { services } = fakeServices({
      ...replies,
      'GET /api/agencyCase/v1/byPatent': { rows: [{ id: 5, caseNo: 'DL2026-0007', status: 'granted', agencyName: '北京知远专利代理事务所', agentName: '赵代理', filingDate: '2026-03-02' }] },
    });
    render(<PageHarness services={services} path="/zlk1/template/form/jgzlk/get" url="/zlk1/template/form/jgzlk/get?id=42"><PatentDetailPage /></PageHarness>);
    const link = await screen.findByTestId('detail-agency-case');
    expect(link.textContent).toBe('DL2026-0007（北京知远专利代理事务所，已授权）');
    expect(link.getAttribute('href')).toBe('/zlgl/template/preview/dlzlbd?caseNo=DL2026-0007');
  });

  it('offers share, collect and index to staff but nothing to a visitor', async () => {
    renderDetail('/zlk1/template/form/jgzlk/get?id=42');
    await screen.findByTestId('detail-name');
    await waitFor(() => expect(screen.getByTestId('patent-share')).toBeTruthy());
    expect(screen.getByTestId('patent-collect')).toBeTruthy();
    expect(screen.getByTestId('patent-index')).toBeTruthy();
  });

  it('hides share, collect and index from a visitor', async () => {
    renderDetail('/zlk1/template/form/jgzlk/get?id=42', { isVisitor: true, account: 'visitor' });
    await screen.findByTestId('detail-name');
    expect(screen.queryByTestId('patent-actions')).toBeNull();
    expect(screen.queryByText('分享')).toBeNull();
  });
});
