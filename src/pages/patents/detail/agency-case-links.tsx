import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { PatentCases } from '../../../common/api/agency.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { CASE_STATUSES, type CaseStatus } from '../../../common/patents/agency/index.ts';
import { useServices } from '../../../app/shell/services.tsx';

/** Where the agency cases are listed; `?caseNo=` fills its search bar. */
const CASES_PATH = '/zlgl/template/preview/dlzlbd';

/** In the patent's header: the agency cases that filed or prosecute it (those the caller is party to), each linking to its row of 代理专利. */
export function AgencyCaseLinks({ patentId }: { patentId: number }) {
  const { t, i18n } = useTranslation('agency');
  const { api } = useServices();
  const lang = i18n.language as Language;
  const cases = useSWR(['patentAgencyCases', patentId], () => api.request<PatentCases>('front', '/api/agencyCase/v1/byPatent', { query: { patentId } }));
  if (!cases.data?.rows.length) return null;
  return (
    <span data-testid="detail-agency-cases">
      {t('patentCases')}:{' '}
      {cases.data.rows.map((c, i) => (
        <span key={c.id}>
          {i > 0 ? '；' : null}
          <Link to={`${CASES_PATH}?caseNo=${encodeURIComponent(c.caseNo)}`} data-testid="detail-agency-case">
            {t('patentCase', { caseNo: c.caseNo, agency: c.agencyName, status: CASE_STATUSES[c.status as CaseStatus]?.[lang] ?? c.status })}
          </Link>
        </span>
      ))}
    </span>
  );
}
