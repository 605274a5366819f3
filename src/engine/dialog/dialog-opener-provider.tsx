import { Modal } from '@arco-design/web-react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { DialogOpenerContext, type OpenDialog } from '../form/dialog-opener.ts';
import { DialogPicker } from './dialog-picker.tsx';

interface OpenRequest {
  alias: string;
  multiple: boolean;
  selectNum?: number;
  value?: unknown;
  resolve: (rows: Record<string, unknown>[] | null) => void;
}

/** Gives the tree an `openDialog(alias, opts)` that shows the custom dialog in a modal and resolves the chosen rows (null: cancelled). */
export function DialogOpenerProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  // Each opening remounts the picker so it starts from the caller's value.
  const opened = useRef(0);
  const openDialog = useCallback<OpenDialog>((alias, opts) => new Promise((resolve) => {
    opened.current += 1;
    setRequest((previous) => {
      previous?.resolve(null);
      return { alias, ...opts, resolve };
    });
  }), []);
  const finish = (rows: Record<string, unknown>[] | null) => {
    request?.resolve(rows);
    setRequest(null);
  };
  return (
    <DialogOpenerContext.Provider value={openDialog}>
      {children}
      <Modal visible={request !== null} footer={null} onCancel={() => finish(null)} style={{ width: 960, maxWidth: '92vw' }}
        unmountOnExit maskClosable={false} data-testid="dialog-modal">
        {request && (
          <DialogPicker key={opened.current} alias={request.alias} multiple={request.multiple} selectNum={request.selectNum} value={request.value}
            onOk={(rows) => finish(rows)} onCancel={() => finish(null)} />
        )}
      </Modal>
    </DialogOpenerContext.Provider>
  );
}
