import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { directoryCalls } from '../../../common/api/directory-calls.ts';
import { PersonSearchModal } from '../../../../widgets/pickers/person-search-modal.tsx';
import { PickedTags } from '../../../../widgets/pickers/picked-tags.tsx';
import type { SearchQuery } from '../../../../widgets/form/form-services.ts';

export interface PickedUser {
  id: number;
  name: string;
}

interface Props {
  id: string;
  value: PickedUser | null;
  onChange: (value: PickedUser | null) => void;
  title: string;
}

/** One user of the tenant, chosen with the shared people picker (search, paging); shown by name. */
export function UserField({ id, value, onChange, title }: Props) {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const [open, setOpen] = useState(false);
  const search = useCallback(async ({ keyword, page, pageSize }: SearchQuery) => {
    const dir = directoryCalls(api);
    const reply = await dir.users(dir.keywordFilter(keyword, ['fullname', 'account'], page, pageSize));
    return { rows: reply.rows.map((u) => ({ id: u.id, name: u.fullname, account: u.account, orgName: u.orgName ?? undefined })), total: reply.total ?? reply.rows.length };
  }, [api]);
  return (
    <div data-testid={id} aria-label={t('personal.user.choose')}>
      <PickedTags id={`${id}-tags`} ids={value ? [value.id] : []} nameOf={() => value?.name ?? ''} onRemove={() => onChange(null)} onOpen={() => setOpen(true)} />
      {open && (
        <PersonSearchModal
          title={title}
          multiple={false}
          initial={value ? [value] : []}
          search={search}
          onPick={(rows) => { onChange(rows[0] ? { id: rows[0].id, name: rows[0].name } : null); setOpen(false); }}
          onCancel={() => setOpen(false)}
        />
      )}
    </div>
  );
}
