import { Message, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickedTags } from '../../../../../widgets/pickers/picked-tags.tsx';
import { PersonSearchModal } from '../../../../../widgets/pickers/person-search-modal.tsx';
import type { PersonRow, SearchPage, SearchQuery } from '../../../../../widgets/form/form-services.ts';
import { ActionModal } from './action-modal.tsx';
import { OpinionInput } from './opinion-input.tsx';

export type SignType = 'parallel' | 'sequence';

export interface UsersDialogProps {
  title: string;
  testId: string;
  /** Delegation takes exactly one person. */
  single?: boolean;
  /** Add signature: in parallel or in sequence. */
  signType?: boolean;
  opinion: string;
  onOpinion: (v: string) => void;
  searchUsers: (q: SearchQuery) => Promise<SearchPage<PersonRow>>;
  onOk: (userIds: number[], signType: SignType) => Promise<boolean>;
  onCancel: () => void;
}

/** Delegate, inquire, communicate, circulate, copy to, add signers: people chosen with the user picker, and the opinion. */
export function UsersDialog({ title, testId, single, signType: withSignType, opinion, onOpinion, searchUsers, onOk, onCancel }: UsersDialogProps) {
  const { t } = useTranslation('workflow');
  const [people, setPeople] = useState<PersonRow[]>([]);
  const [picking, setPicking] = useState(false);
  const [signType, setSignType] = useState<SignType>('parallel');
  const submit = async () => {
    if (people.length === 0) {
      Message.warning(t('task.dialog.usersRequired'));
      return false;
    }
    if (single && people.length > 1) {
      Message.warning(t('task.dialog.oneUser'));
      return false;
    }
    return onOk(people.map((p) => p.id), signType);
  };
  return (
    <>
      <ActionModal title={title} testId={testId} onOk={submit} onCancel={onCancel}>
        <div className="pp-task-field">
          <span className="pp-task-field-label">{t('task.dialog.users')}</span>
          <PickedTags id={`${testId}-users`} ids={people.map((p) => p.id)} nameOf={(id) => people.find((p) => p.id === id)?.name ?? String(id)}
            onRemove={(id) => setPeople((list) => list.filter((p) => p.id !== id))} onOpen={() => setPicking(true)} />
        </div>
        {withSignType && (
          <div className="pp-task-field">
            <span className="pp-task-field-label">{t('task.dialog.signType')}</span>
            <Radio.Group value={signType} onChange={(v: SignType) => setSignType(v)} data-testid="task-sign-type">
              <Radio value="parallel" data-testid="task-sign-parallel">{t('task.dialog.signParallel')}</Radio>
              <Radio value="sequence" data-testid="task-sign-sequence">{t('task.dialog.signSequence')}</Radio>
            </Radio.Group>
          </div>
        )}
        <OpinionInput value={opinion} onChange={onOpinion} />
      </ActionModal>
      {picking && (
        <PersonSearchModal title={t('task.dialog.choose')} multiple={!single} initial={people} search={searchUsers}
          onPick={(rows) => { setPeople(rows); setPicking(false); }} onCancel={() => setPicking(false)} />
      )}
    </>
  );
}
