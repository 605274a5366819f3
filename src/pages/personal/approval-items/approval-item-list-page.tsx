import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { listApprovalItems, removeApprovalItems, type ApprovalItem } from '../../../app/api/workflow-personal.ts';
import { PersonalList } from '../shared/personal-list.tsx';
import { useFlowOptions } from '../shared/use-flow-options.ts';

export const APPROVAL_ITEMS = 'personal-approval-items';

/** v-approvalItem: the caller's approval phrases (常用语) and the tenant's public ones (shown, not changed). */
export function ApprovalItemListPage() {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const flows = useFlowOptions();
  return (
    <PersonalList<ApprovalItem>
      testId="approval-item-list"
      title={t('personal.item.title')}
      name={APPROVAL_ITEMS}
      load={(filter) => listApprovalItems(api, filter)}
      remove={(ids) => removeApprovalItems(api, ids)}
      keywordOver={['expression']}
      searchPlaceholder={t('personal.item.searchPlaceholder')}
      addPath="/approvalItem/approvalItemAdd"
      viewPath={(row) => `/approvalItem/approvalItemGet/${row.id}`}
      editPath={(row) => `/approvalItem/approvalItemEdit/${row.id}`}
      canChange={(row) => !row.isPublic}
      columns={[
        { title: t('personal.item.expression'), dataIndex: 'expression' },
        { title: t('personal.item.scope'), dataIndex: 'defKey', render: (key: string | null) => (key ? flows.nameOf(key) : t('personal.item.scopeAll')) },
        { title: t('personal.item.sn'), dataIndex: 'sn', width: 90 },
        {
          title: t('personal.item.owner'), dataIndex: 'isPublic', width: 100,
          render: (isPublic: boolean) => (isPublic ? <Tag color="arcoblue">{t('personal.item.public')}</Tag> : <Tag>{t('personal.item.mine')}</Tag>),
        },
      ]}
    />
  );
}
