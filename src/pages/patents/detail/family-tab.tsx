import { Table, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import type { PatentDetail } from '../../../app/api/patents.ts';
import { legalStatusLabel } from '../../../../widgets/patents/patent-labels.ts';

/** Tab 5: family members, priorities and citations. */
export function FamilyTab({ patent }: { patent: PatentDetail }) {
  const { t, i18n } = useTranslation('patents');
  const empty = t('empty');
  return (
    <div data-testid="detail-family" className="pp-detail-sections">
      <Typography.Title heading={6}>{t('family')}</Typography.Title>
      <Table
        rowKey={(row) => `${row.countryCode}${row.applicationNo}`}
        data={patent.family}
        pagination={false}
        noDataElement={empty}
        size="small"
        columns={[
          { title: t('fieldApplicationNo'), dataIndex: 'applicationNo' },
          { title: t('fieldPublicationNo'), dataIndex: 'publicationNo' },
          { title: t('fieldName'), dataIndex: 'name' },
          { title: t('fieldApplicant'), dataIndex: 'applicant' },
          { title: t('fieldPublicationDate'), dataIndex: 'publicationDate', render: (value: string | null) => value?.slice(0, 10) ?? '' },
          { title: t('fieldLegalStatus'), dataIndex: 'legalStatus', render: (value: string | null) => legalStatusLabel(value, i18n.language) },
        ]}
      />
      <Typography.Title heading={6}>{t('priorities')}</Typography.Title>
      <Table
        rowKey="priorityNum"
        data={patent.priorityList}
        pagination={false}
        noDataElement={empty}
        size="small"
        columns={[
          { title: t('priorityNum'), dataIndex: 'priorityNum' },
          { title: t('fieldPriorityDate'), dataIndex: 'priorityDate' },
          { title: t('fieldCountryCode'), dataIndex: 'countryCode' },
        ]}
      />
      <Typography.Title heading={6}>{t('citations')}</Typography.Title>
      <Table
        rowKey={(row) => `${row.type}${row.applicationNo}`}
        data={patent.citation}
        pagination={false}
        noDataElement={empty}
        size="small"
        columns={[
          { title: t('fieldApplicationNo'), dataIndex: 'applicationNo' },
          { title: t('fieldPublicationNo'), dataIndex: 'publicationNo' },
          { title: t('fieldName'), dataIndex: 'name' },
          { title: t('citationType'), dataIndex: 'type', render: (value: string) => t(`citation_${value}`, { defaultValue: value }) },
        ]}
      />
    </div>
  );
}
