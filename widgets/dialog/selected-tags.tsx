import './arco-styles.ts';
import { Tag } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

export interface SelectedItem {
  key: string;
  text: string;
}

/** The rows chosen so far, each removable. */
export function SelectedTags({ items, onRemove }: { items: SelectedItem[]; onRemove: (key: string) => void }) {
  const { t } = useTranslation('engine');
  return (
    <div className="dialog-selected" data-testid="dialog-selected" data-count={items.length}>
      <span className="dialog-selected-title">{t('dialogSelected')} ({items.length})</span>
      {items.map((item) => (
        <Tag key={item.key} closable color="arcoblue" data-testid="dialog-selected-tag" onClose={() => onRemove(item.key)}>
          {item.text}
        </Tag>
      ))}
    </div>
  );
}
