import { Message } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { sharePatents } from '../../../app/api/patents.ts';
import { PersonSearchModal } from '../../../../widgets/pickers/person-search-modal.tsx';
import type { PersonRow } from '../../../../widgets/form/form-services.ts';
import { useUserSearch } from './use-user-search.ts';

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

  const search = useUserSearch();

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
