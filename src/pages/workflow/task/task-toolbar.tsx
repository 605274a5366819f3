import { Button, Dropdown, Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import { IconDown } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { TaskButton } from '../../../app/api/workflow-task.ts';
import { drawnButtons, isPrimary, usableWhileSuspended, type ButtonAlias } from './task-buttons-model.ts';

/** Commands every open task offers besides the node's buttons. */
export const EXTRA_COMMANDS = ['dueTime', 'follow', 'urge', 'revokeSigners', 'revokeTrans'] as const;
/** Offered only on a countersign node's own task (useCanAddCountersigners). */
export const COUNTERSIGN_COMMAND = 'countersignSigners';
export type ExtraCommand = (typeof EXTRA_COMMANDS)[number] | typeof COUNTERSIGN_COMMAND;

export interface TaskToolbarProps {
  buttons: readonly TaskButton[];
  status: string;
  suspended: boolean;
  /** A child task (inquiry, communication, circulation, added signer) answers; it has no housekeeping commands. */
  isChild: boolean;
  busy: boolean;
  /** The task stands on a countersign node and the caller may add signers to it. */
  countersign?: boolean;
  onButton: (alias: ButtonAlias) => void;
  onExtra: (command: ExtraCommand) => void;
}

/** The node's buttons in the server's order with the server's (localised) names, then "more". */
export function TaskToolbar({ buttons, status, suspended, isChild, busy, countersign = false, onButton, onExtra }: TaskToolbarProps) {
  const { t } = useTranslation('workflow');
  const extras: readonly ExtraCommand[] = isChild ? EXTRA_COMMANDS.filter((c) => c === 'follow')
    : countersign ? [COUNTERSIGN_COMMAND, ...EXTRA_COMMANDS] : EXTRA_COMMANDS;
  return (
    <div className="pp-task-toolbar" data-testid="task-buttons">
      {drawnButtons(buttons, { suspended }).map((b) => (
        <Button key={b.alias} type={isPrimary(b.alias, status) ? 'primary' : 'secondary'} data-testid={`task-btn-${b.alias}`}
          disabled={busy || (suspended && !usableWhileSuspended(b.alias))} onClick={() => onButton(b.alias)}>
          {b.name}
        </Button>
      ))}
      <Dropdown trigger="click" disabled={busy} droplist={(
        <Menu onClickMenuItem={(key) => onExtra(key as ExtraCommand)}>
          {extras.map((c) => <Menu.Item key={c} data-testid={`task-extra-${c}`}>{t(`task.extra.${c}`)}</Menu.Item>)}
        </Menu>
      )}>
        <Button data-testid="task-more" disabled={busy}>{t('task.more')} <IconDown /></Button>
      </Dropdown>
    </div>
  );
}
