import { Button, Tag } from '@arco-design/web-react';
import { IconUser } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  ids: number[];
  nameOf: (id: number) => string;
  onRemove: (id: number) => void;
  onOpen: () => void;
  icon?: ReactNode;
}

/** The chosen entries as closable tags beside the button that opens the picker. */
export function PickedTags({ id, ids, nameOf, onRemove, onOpen, icon }: Props) {
  const { t } = useTranslation('engine');
  return (
    <div id={id} className="pp-form-picker">
      <div className="pp-form-picker-tags" data-testid="picked-tags">
        {ids.map((entry) => <Tag key={entry} closable onClose={() => onRemove(entry)}>{nameOf(entry)}</Tag>)}
      </div>
      <Button icon={icon ?? <IconUser />} onClick={onOpen}>{t('form.widget.choose')}</Button>
    </div>
  );
}
