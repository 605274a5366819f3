import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Result, Skeleton, Space, Tabs, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconLeft } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { legalStatusLabel, patentTypeLabel } from '../../../../widgets/patents/patent-labels.ts';
import { PatentActions } from '../dialogs/patent-actions.tsx';
import { usePatentDetail } from './use-patent-detail.ts';
import { BasicInfoTab } from './basic-info-tab.tsx';
import { ClaimsTab } from './claims-tab.tsx';
import { LegalStatusTab } from './legal-status-tab.tsx';
import { FamilyTab } from './family-tab.tsx';
import { PdfTab } from './pdf-tab.tsx';
import { TradeLists } from './trade-lists.tsx';
import { AgencyCaseLinks } from './agency-case-links.tsx';
import '../patents.css';

/** The tab keys of the spec: basic info 1, claims 2, legal status 4, family and citations 5, original PDF 6. */
export const DETAIL_TABS = ['1', '2', '4', '5', '6'] as const;
type DetailTab = (typeof DETAIL_TABS)[number];
const isTab = (value: string | null): value is DetailTab => (DETAIL_TABS as readonly string[]).includes(value ?? '');

/**
 * Patent detail (`/zlk1/template/form/{jgzlk|bxzlk}/get?id=` and the school detail `?id=&statType=`):
 * statType, when it names a tab, opens that tab first.
 */
export function PatentDetailPage() {
  const { t, i18n } = useTranslation('patents');
  const navigate = useNavigate();
  // The library the patent was opened from (jgzlk / bxzlk): the share, collect and index source.
  const source = /\/template\/form\/([^/]+)\//.exec(useLocation().pathname)?.[1];
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const statType = params.get('statType');
  const [tab, setTab] = useState<DetailTab>(isTab(statType) ? statType : '1');
  // Tabs other than the first mount on first visit and stay mounted (the PDF keeps its page and zoom).
  const [visited, setVisited] = useState<Set<DetailTab>>(() => new Set([tab]));
  const detail = usePatentDetail(id);
  const patent = detail.data;

  const choose = (key: string) => {
    if (!isTab(key)) return;
    setTab(key);
    setVisited((seen) => new Set(seen).add(key));
    const next = new URLSearchParams(params);
    next.set('statType', key);
    setParams(next, { replace: true });
  };

  if (!id || detail.error) {
    return <Result status="404" title={t('detailTitle')} subTitle={detail.error?.message} data-testid="detail-not-found" />;
  }
  return (
    <div className="pp-page pp-detail" data-testid="patent-detail-page">
      <Card bordered={false}>
        {!patent ? (
          <Skeleton text={{ rows: 2 }} animation />
        ) : (
          <div className="pp-detail-head">
            <div className="pp-detail-title">
              <Button type="text" icon={<IconLeft />} onClick={() => navigate(-1)} aria-label={t('back')} data-testid="detail-back" />
              <h1 data-testid="detail-name">{patent.name}</h1>
            </div>
            <Space wrap className="pp-detail-meta">
              <Tag color="arcoblue" data-testid="detail-type">{patentTypeLabel(patent.type, i18n.language, 'detail')}</Tag>
              <Tag color="green" data-testid="detail-legal-status">{legalStatusLabel(patent.legalStatus, i18n.language)}</Tag>
              <span>{t('fieldApplicationNo')}: <b data-testid="detail-application-no">{patent.applicationNo}</b></span>
              {patent.publicationNo ? <span>{t('fieldPublicationNo')}: {patent.publicationNo}</span> : null}
              <AgencyCaseLinks patentId={patent.id} />
            </Space>
            <PatentActions patent={{ id: patent.id, applicationNo: patent.applicationNo, publicationNo: patent.publicationNo, name: patent.name }} source={source} />
          </div>
        )}
      </Card>
      <Card bordered={false} className="pp-detail-body">
        <Tabs activeTab={tab} onChange={choose} data-testid="detail-tabs" destroyOnHide={false}>
          <Tabs.TabPane key="1" title={<span data-testid="detail-tab-1">{t('tabBasic')}</span>}>
            {patent ? <BasicInfoTab patent={patent} /> : <Skeleton text={{ rows: 6 }} animation />}
          </Tabs.TabPane>
          <Tabs.TabPane key="2" title={<span data-testid="detail-tab-2">{t('tabClaims')}</span>}>
            {visited.has('2') ? <ClaimsTab id={id} /> : null}
          </Tabs.TabPane>
          <Tabs.TabPane key="4" title={<span data-testid="detail-tab-4">{t('tabLegal')}</span>}>
            {patent ? <LegalStatusTab events={patent.legalList} /> : null}
            {patent && id ? <TradeLists patentId={id} /> : null}
          </Tabs.TabPane>
          <Tabs.TabPane key="5" title={<span data-testid="detail-tab-5">{t('tabFamily')}</span>}>
            {patent ? <FamilyTab patent={patent} /> : null}
          </Tabs.TabPane>
          <Tabs.TabPane key="6" title={<span data-testid="detail-tab-6">{t('tabPdf')}</span>}>
            {patent && visited.has('6') ? <PdfTab publicationNo={patent.publicationNo} /> : null}
          </Tabs.TabPane>
        </Tabs>
      </Card>
    </div>
  );
}

export default PatentDetailPage;
