import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Menu/style/css.js';
import { IconMore } from '@arco-design/web-react/icon';
import type { MenuItem } from '../api/types.ts';
import { entryWidth, findMenuItem, MENU_LABEL_PADDING, splitMenuByWidths } from './menu-overflow.ts';
import { MenuIcon } from './menu-icons.tsx';

export interface TopMenuProps {
  items: MenuItem[];
  /** Width of one top-level entry: 138 / 103.5 / 77.625 by screen width. */
  itemWidth: number;
  selectedKeys?: string[];
  onSelect: (item: MenuItem) => void;
  moreLabel: string;
  emptyLabel?: string;
  /** Fixes the bar width (stories, tests); measured from the element otherwise. */
  width?: number;
}

const MORE_KEY = '__more__';

function useElementWidth(fixed: number | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fixed ?? 0);
  useLayoutEffect(() => {
    if (fixed !== undefined) {
      setWidth(fixed);
      return;
    }
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [fixed]);
  return { ref, width };
}

/**
 * The rendered widths of the labels (an invisible row in the bar's font), so a top-level entry widens to its label
 * instead of wrapping it; 0 where nothing is laid out (tests), which keeps the spec's slot width.
 */
function useLabelWidths(labels: string[]) {
  const probeRef = useRef<HTMLDivElement>(null);
  const [widths, setWidths] = useState<number[]>([]);
  const key = labels.join('\u0000');
  useLayoutEffect(() => {
    const measure = () => {
      const spans = probeRef.current ? [...probeRef.current.children] : [];
      setWidths(spans.map((span) => span.getBoundingClientRect().width));
    };
    measure();
    // Web fonts arriving later change the widths.
    void document.fonts?.ready.then(measure);
  }, [key]);
  const probe = (
    <div ref={probeRef} className="pp-top-menu-probe" aria-hidden>
      {labels.map((label, i) => (
        // The label is drawn by CSS (attr), so it is no text of the page: finding an entry by its name finds only the entry.
        <span key={i} className="pp-menu-label" data-label={label} />
      ))}
    </div>
  );
  return { widths, probe };
}

function renderEntry(item: MenuItem, itemWidth: number | undefined): ReactNode {
  const key = String(item.id);
  const style = itemWidth ? { width: itemWidth, padding: `0 ${MENU_LABEL_PADDING / 2}px`, textAlign: 'center' as const } : undefined;
  if (item.children?.length) {
    return (
      <Menu.SubMenu
        key={key}
        data-testid={`menu-item-${key}`}
        title={<span className="pp-menu-label" title={item.name}>{item.name}</span>}
        style={style}
      >
        {item.children.map((child) => renderEntry(child, undefined))}
      </Menu.SubMenu>
    );
  }
  // A drop-down entry draws the icon its menu gives it; a top-level slot keeps the spec's width for its name alone.
  const icon = !itemWidth && item.menuIcon ? <MenuIcon name={item.menuIcon} className="pp-menu-icon" /> : null;
  return (
    <Menu.Item key={key} data-testid={`menu-item-${key}`} style={style}>
      {icon}
      <span className="pp-menu-label" title={item.name}>{item.name}</span>
    </Menu.Item>
  );
}

/** The horizontal main menu; entries that do not fit fold into a "more" menu. */
export function TopMenu({ items, itemWidth, selectedKeys, onSelect, moreLabel, emptyLabel, width }: TopMenuProps) {
  const { ref, width: available } = useElementWidth(width);
  const labels = useLabelWidths([...items.map((item) => item.name), moreLabel]);
  const widths = items.map((_, i) => entryWidth(itemWidth, labels.widths[i] ?? 0));
  const moreWidth = entryWidth(itemWidth, (labels.widths[items.length] ?? 0) + 18);
  const { visible, overflow } = splitMenuByWidths(items, available, widths, moreWidth);
  return (
    <div ref={ref} className="pp-top-menu" data-testid="top-menu" data-visible-count={visible.length} data-overflow-count={overflow.length}>
      {labels.probe}
      {items.length === 0 && emptyLabel ? <span className="pp-top-menu-empty">{emptyLabel}</span> : null}
      {available > 0 && items.length > 0 ? (
        <Menu
          mode="horizontal"
          ellipsis={false}
          selectedKeys={selectedKeys}
          onClickMenuItem={(key) => {
            const item = findMenuItem(items, key);
            if (item) onSelect(item);
          }}
          triggerProps={{ autoAlignPopupWidth: false }}
        >
          {visible.map((item, i) => renderEntry(item, widths[i]))}
          {overflow.length ? (
            <Menu.SubMenu
              key={MORE_KEY}
              data-testid="menu-more"
              style={{ width: moreWidth, padding: `0 ${MENU_LABEL_PADDING / 2}px`, textAlign: 'center' }}
              title={
                <span className="pp-menu-label">
                  <IconMore style={{ marginRight: 4 }} />
                  {moreLabel}
                </span>
              }
            >
              {overflow.map((item) => renderEntry(item, undefined))}
            </Menu.SubMenu>
          ) : null}
        </Menu>
      ) : null}
    </div>
  );
}
