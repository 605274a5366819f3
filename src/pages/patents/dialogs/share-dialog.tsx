import { useCallback } from 'react';
import { Message } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { searchUsers, sharePatents } from '../../../app/api/patents.ts';
import type { QueryCondition } from '../../../common/query/query-filter.ts';
import { PersonSearchModal } from '../../../../widgets/pickers/person-search-modal.tsx';
import type { PersonRow, SearchQuery } from '../../../../widgets/form/form-services.ts';

export interface ShareDialogProps {
  patentIds: number[];
  /** The library the patents were found in (sjly). */
  source?: string;
  onClose: () => void;
}

/** Mount it to open it: pick people (search by name or account, paged, several at once) and share the patents. */
export function ShareDialog({ patentIds, source, onClose }: ShareDialogProps) {
  const { t } = useTranslation('patents');
  const { api } = useServices();

  const search = useCallback(async ({ keyword, page, pageSize }: SearchQuery) => {
    const querys: QueryCondition[] = keyword
      ? [
          { property: 'fullname', value: keyword, operation: 'LIKE', group: 'keyword' },
          { property: 'account', value: keyword, operation: 'LIKE', group: 'keyword', relation: 'OR' },
        ]
      : [];
    // Not the caller: sharing with oneself is pointless (the server drops it too).
    const reply = await searchUsers(api, {
      pageBean: { page, pageSize, showTotal: true }, querys, sorter: [{ property: 'fullname', direction: 'ASC' }], params: { excludeSelf: true },
    });
    const rows: PersonRow[] = reply.rows.map((user) => ({ id: user.id, name: user.fullname, account: user.account, orgName: user.orgName ?? undefined }));
    return { rows, total: reply.total ?? rows.length };
  }, [api]);

  const share = async (people: PersonRow[]) => {
    if (!people.length) return void Message.warning(t('shareSelectPerson'));
    try {
      await sharePatents(api, { pids: patentIds, sharedId: people.map((person) => Number(person.id)), sjly: source });
      Message.success(t('operationSucceeded'));
      onClose();
    } catch {
      // The API client showed the server's message.
    }
  };

  return <PersonSearchModal title={t('shareTitle')} multiple initial={[]} search={search} onPick={(rows) => void share(rows)} onCancel={onClose} />;
}
