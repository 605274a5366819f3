import { useMemo, useState } from 'react';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { useTranslation } from 'react-i18next';
import type { NextChoices } from '../../../app/api/workflow-next-choices.ts';
import type { NodeUsersInput } from '../../../common/api/workflow-next-choices.ts';
import { createFormServices } from '../../../engine/form/create-form-services.ts';
import { useEngineData } from '../../../engine/provider/engine-provider.tsx';
import { useDialogOpener } from '../../../engine/form/index.ts';
import { ActionModal } from '../task/dialogs/action-modal.tsx';
import { missingChoice, NextHandlers, nodeUsersOf, type PickedHandlers } from '../shared/next-handlers.tsx';

export interface StartHandlersDialogProps {
  choices: NextChoices;
  onStart: (nodeUsers: NodeUsersInput[] | undefined) => Promise<boolean>;
  onCancel: () => void;
}

/** Before a start whose first nodes take a choice: who handles them (required where the node names nobody else). */
export function StartHandlersDialog({ choices, onStart, onCancel }: StartHandlersDialogProps) {
  const { t, i18n } = useTranslation('workflow');
  const engineData = useEngineData();
  const openDialog = useDialogOpener();
  const searchUsers = useMemo(() => createFormServices({
    data: engineData, language: () => i18n.language, bo: undefined, dicts: {}, openDialog,
  }).searchUsers, [engineData, i18n, openDialog]);
  const [picked, setPicked] = useState<PickedHandlers>({});
  const start = async () => {
    const missing = missingChoice(choices, picked);
    if (missing) {
      Message.warning(t('next.chooseFor', { node: missing.name }));
      return false;
    }
    return onStart(nodeUsersOf(picked));
  };
  return (
    <ActionModal title={t('next.title')} testId="start-handlers-dialog" onOk={start} onCancel={onCancel}>
      <NextHandlers choices={choices} picked={picked} onChange={setPicked} searchUsers={searchUsers} />
    </ActionModal>
  );
}
