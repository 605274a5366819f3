import { Button } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconClose, IconCopy, IconDelete, IconPlus } from '@arco-design/web-react/icon';
import type { IconButtonProps } from '@rjsf/utils';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The engine draws its own toolbar (save, draft, flow buttons), so rjsf's submit button is never shown. */
export function SubmitButton() {
  return null;
}

type Props = IconButtonProps;

function iconButton(icon: ReactNode, titleKey: string, status?: 'danger') {
  return function ArcoIconButton({ id, className, onClick, disabled }: Props) {
    const { t } = useTranslation('engine');
    const title = t(titleKey);
    return (
      <Button id={id} className={className} size="mini" type="text" status={status} icon={icon}
        title={title} aria-label={title} disabled={disabled} onClick={(event) => onClick?.(event as unknown as MouseEvent<HTMLButtonElement>)} />
    );
  };
}

export function AddButton({ id, className, onClick, disabled }: Props) {
  const { t } = useTranslation('engine');
  return (
    <Button id={id} className={className} type="dashed" long icon={<IconPlus />} disabled={disabled} onClick={(event) => onClick?.(event as unknown as MouseEvent<HTMLButtonElement>)}>
      {t('form.widget.addItem')}
    </Button>
  );
}

export const RemoveButton = iconButton(<IconDelete />, 'form.widget.removeItem', 'danger');
export const MoveUpButton = iconButton(<IconArrowUp />, 'form.widget.moveUp');
export const MoveDownButton = iconButton(<IconArrowDown />, 'form.widget.moveDown');
export const CopyButton = iconButton(<IconCopy />, 'form.widget.copyItem');
export const ClearButton = iconButton(<IconClose />, 'form.widget.clear');
