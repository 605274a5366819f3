import type { ReactNode } from 'react';
import { ActionModal } from './action-modal.tsx';
import { OpinionInput } from './opinion-input.tsx';

export interface ConfirmDialogProps {
  title: string;
  testId: string;
  question?: string;
  opinion: string;
  onOpinion: (v: string) => void;
  opinionLabel?: string;
  danger?: boolean;
  /** Withdrawals ask only the question. */
  withOpinion?: boolean;
  onOk: () => Promise<boolean>;
  onCancel: () => void;
  children?: ReactNode;
}

/** Agree, oppose, back to initiator, the replies of child tasks, end process: a question and the opinion. */
export function ConfirmDialog({ title, testId, question, opinion, onOpinion, opinionLabel, danger, withOpinion = true, onOk, onCancel, children }: ConfirmDialogProps) {
  return (
    <ActionModal title={title} testId={testId} danger={danger} onOk={onOk} onCancel={onCancel}>
      {question && <p className="pp-task-question">{question}</p>}
      {children}
      {withOpinion && <OpinionInput value={opinion} onChange={onOpinion} label={opinionLabel} />}
    </ActionModal>
  );
}
