import { Descriptions } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import { useTranslation } from 'react-i18next';
import type { PatentDetail } from '../../../app/api/patents.ts';
import { legalStatusLabel, patentTypeLabel } from '../../../../widgets/patents/patent-labels.ts';

/** Tab 1: the bibliographic fields of the spec's patent detail. */
export function BasicInfoTab({ patent }: { patent: PatentDetail }) {
  const { t, i18n } = useTranslation('patents');
  const text = (value: string | null | undefined) => value || '—';
  const data = [
    { label: t('fieldName'), value: patent.name, span: 2 },
    { label: t('fieldApplicationNo'), value: patent.applicationNo },
    { label: t('fieldApplicationDate'), value: patent.applicationDate.slice(0, 10) },
    { label: t('fieldPublicationNo'), value: text(patent.publicationNo) },
    { label: t('fieldPublicationDate'), value: text(patent.publicationDate?.slice(0, 10)) },
    { label: t('fieldType'), value: patentTypeLabel(patent.type, i18n.language, 'detail') },
    { label: t('fieldLegalStatus'), value: legalStatusLabel(patent.legalStatus, i18n.language) },
    { label: t('fieldCountryCode'), value: patent.countryCode },
    { label: t('fieldApplicant'), value: text(patent.applicant) },
    { label: t('fieldInventor'), value: text(patent.inventer), span: 2 },
    { label: t('fieldPriority'), value: text(patent.priority) },
    { label: t('fieldPriorityDate'), value: text(patent.priorityDate) },
    { label: t('fieldMainIpc'), value: text(patent.mainIpc) },
    { label: t('fieldIpc'), value: text(patent.ipc) },
    ...(patent.cpc ? [{ label: t('fieldMainCpc'), value: text(patent.mainCpc) }, { label: t('fieldCpc'), value: text(patent.cpc) }] : []),
    { label: t('fieldExpiryDate'), value: text(patent.expiryDate) },
    { label: t('fieldOrgName'), value: text(patent.orgName) },
    { label: t('fieldSubject'), value: text(patent.subject) },
    { label: t('fieldAgency'), value: text(patent.agency) },
    { label: t('fieldAgent'), value: text(patent.agent) },
    { label: t('fieldSummary'), value: <div className="pp-detail-summary">{text(patent.summary)}</div>, span: 2 },
  ];
  return (
    <div data-testid="detail-basic">
      <Descriptions column={2} border data={data} labelStyle={{ width: 140 }} />
    </div>
  );
}
