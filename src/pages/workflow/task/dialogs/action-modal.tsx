import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ActionModalProps {
  title: string;
  testId: string;
  /** Runs the action; true when it succeeded (the page then closes the dialog), false to keep it open. */
  onOk: () => Promise<boolean>;
  onCancel: () => void;
  danger?: boolean;
  width?: number;
  children: ReactNode;
}

/** The frame of every action dialog: the OK button waits for the action and cannot be pressed twice. */
export function ActionModal({ title, testId, onOk, onCancel, danger, width = 560, children }: ActionModalProps) {
  const { t } = useTranslation('workflow');
  const [pending, setPending] = useState(false);
  const ok = async () => {
    if (pending) return;
    setPending(true);
    const done = await onOk().catch(() => false);
    if (!done) setPending(false);
  };
  return (
    <Modal
      visible
      title={title}
      style={{ width }}
      unmountOnExit
      maskClosable={false}
      confirmLoading={pending}
      okText={t('task.dialog.ok')}
      cancelText={t('task.dialog.cancel')}
      okButtonProps={danger ? { status: 'danger' } : undefined}
      onOk={() => void ok()}
      onCancel={onCancel}
    >
      <div className="pp-task-dialog" data-testid={testId}>{children}</div>
    </Modal>
  );
}
