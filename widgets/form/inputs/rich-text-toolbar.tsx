import { Button } from '@arco-design/web-react';
import { IconBold, IconItalic, IconLink, IconOrderedList, IconUnderline, IconUnorderedList } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type RichCommand = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList' | 'createLink';

const TOOLS: { command: RichCommand; icon: ReactNode; key: string }[] = [
  { command: 'bold', icon: <IconBold />, key: 'form.widget.rtBold' },
  { command: 'italic', icon: <IconItalic />, key: 'form.widget.rtItalic' },
  { command: 'underline', icon: <IconUnderline />, key: 'form.widget.rtUnderline' },
  { command: 'insertUnorderedList', icon: <IconUnorderedList />, key: 'form.widget.rtBulletList' },
  { command: 'insertOrderedList', icon: <IconOrderedList />, key: 'form.widget.rtOrderedList' },
  { command: 'createLink', icon: <IconLink />, key: 'form.widget.rtLink' },
];

/** The editor's buttons; mouse-down is cancelled so the text selection survives the click. */
export function RichTextToolbar({ onCommand }: { onCommand: (command: RichCommand) => void }) {
  const { t } = useTranslation('engine');
  return (
    <div className="pp-richtext-toolbar" role="toolbar">
      {TOOLS.map((tool) => (
        <Button key={tool.command} size="mini" type="text" icon={tool.icon} title={t(tool.key)} aria-label={t(tool.key)}
          onMouseDown={(event) => event.preventDefault()} onClick={() => onCommand(tool.command)} />
      ))}
    </div>
  );
}
