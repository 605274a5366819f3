import type { ReactNode } from 'react';
import { Button, Popconfirm } from '@arco-design/web-react';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import type { TemplateButton } from '../../../common/definitions/kinds/template.ts';

/** A row button's test id: `row-{key}-{row id}` for a named button, else `row-{type}` (every row alike). */
export const rowButtonTestId = (button: TemplateButton, row: Readonly<Record<string, unknown>>) => (button.key ? `row-${button.key}-${String(row.id)}` : `row-${button.type}`);

/** A row's button: a mini text button, asking `confirm` first when the definition gives one. */
export function RowButton({ text, danger, testId, disabled, title, confirm, onClick }: {
  text: string;
  danger: boolean;
  testId: string;
  disabled?: boolean;
  title?: string;
  confirm?: string;
  onClick: () => void;
}) {
  const button = (
    <Button type="text" size="mini" status={danger ? 'danger' : undefined} data-testid={testId} disabled={disabled} title={title}
      onClick={confirm ? undefined : onClick}>
      {text}
    </Button>
  );
  return confirm ? <Popconfirm title={confirm} onOk={onClick}>{button}</Popconfirm> : button;
}

/** A cell drawn as a link running a row button (a display field's `opens`); Enter runs it too. */
export function cellOpener(shown: ReactNode, value: unknown, open: () => void, testId: string): ReactNode {
  return (
    <span role="link" tabIndex={0} className="pp-list-cell-link" title={typeof value === 'string' ? value : undefined} onClick={open}
      onKeyDown={(event) => event.key === 'Enter' && open()} data-testid={testId}>
      {shown}
    </span>
  );
}
