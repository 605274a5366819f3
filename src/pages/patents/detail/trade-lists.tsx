import { Table, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { TRADE_KINDS, LICENCE_TYPES } from '../../../common/patents/market/market-states.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { useServices } from '../../../app/shell/services.tsx';

interface Trade { id: number; kind: keyof typeof TRADE_KINDS; licenceType: keyof typeof LICENCE_TYPES | null; fromParty: string; toParty: string;
  amount: number | null; contractNo: string | null; effectiveDate: string; endDate: string | null }
interface Subsidy { id: number; kind: string; source: string; amount: number; grantedDate: string }

const money = (value: number | null, lang: string) => (value === null ? '' : value.toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Under the legal-status timeline: the patent's transfers, licences and pledges, and the subsidies it received (shown when there are any). */
export function TradeLists({ patentId }: { patentId: string }) {
  const { t, i18n } = useTranslation('market');
  const { api } = useServices();
  const lang = i18n.language as Language;
  const trades = useSWR(['patentTrades', patentId], () => api.request<{ rows: Trade[] }>('front', '/api/patentTrade/v1/list', { query: { patentId } }));
  const subsidies = useSWR(['patentSubsidies', patentId], () => api.request<{ rows: Subsidy[] }>('front', '/api/patentSubsidy/v1/list', { query: { patentId } }));
  return (
    <div className="pp-trade-lists">
      {trades.data?.rows.length ? (
        <section data-testid="detail-trades">
          <Typography.Title heading={6}>{t('tradesTitle')}</Typography.Title>
          <Table rowKey="id" size="small" pagination={false} data={trades.data.rows} columns={[
            { title: t('tradeKind'), dataIndex: 'kind', render: (_: unknown, r: Trade) => `${TRADE_KINDS[r.kind]?.[lang] ?? r.kind}${r.licenceType ? `（${LICENCE_TYPES[r.licenceType]?.[lang] ?? ''}）` : ''}` },
            { title: t('tradeFrom'), dataIndex: 'fromParty' },
            { title: t('tradeTo'), dataIndex: 'toParty' },
            { title: t('tradeAmount'), dataIndex: 'amount', align: 'right', render: (v: number | null) => money(v, lang) },
            { title: t('contractNo'), dataIndex: 'contractNo' },
            { title: t('tradeDate'), dataIndex: 'effectiveDate' },
            { title: t('tradeEnd'), dataIndex: 'endDate' },
          ]} />
        </section>
      ) : null}
      {subsidies.data?.rows.length ? (
        <section data-testid="detail-subsidies">
          <Typography.Title heading={6}>{t('subsidiesTitle')}</Typography.Title>
          <Table rowKey="id" size="small" pagination={false} data={subsidies.data.rows} columns={[
            { title: t('subsidyKind'), dataIndex: 'kind' },
            { title: t('subsidySource'), dataIndex: 'source' },
            { title: t('tradeAmount'), dataIndex: 'amount', align: 'right', render: (v: number) => money(v, lang) },
            { title: t('subsidyDate'), dataIndex: 'grantedDate' },
          ]} />
        </section>
      ) : null}
    </div>
  );
}
