import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Menu/style/css.js';
import { IconMore } from '@arco-design/web-react/icon';
import type { MenuItem } from '../api/types.ts';
import { findMenuItem, splitMenu } from './menu-overflow.ts';

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

function renderEntry(item: MenuItem, itemWidth: number | undefined): ReactNode {
  const key = String(item.id);
  const style = itemWidth ? { width: itemWidth, padding: '0 6px', textAlign: 'center' as const } : undefined;
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
  return (
    <Menu.Item key={key} data-testid={`menu-item-${key}`} style={style}>
      <span className="pp-menu-label" title={item.name}>{item.name}</span>
    </Menu.Item>
  );
}

/** The horizontal main menu; entries that do not fit fold into a "more" menu. */
export function TopMenu({ items, itemWidth, selectedKeys, onSelect, moreLabel, emptyLabel, width }: TopMenuProps) {
  const { ref, width: available } = useElementWidth(width);
  const { visible, overflow } = splitMenu(items, available, itemWidth);
  return (
    <div ref={ref} className="pp-top-menu" data-testid="top-menu" data-visible-count={visible.length} data-overflow-count={overflow.length}>
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
          {visible.map((item) => renderEntry(item, itemWidth))}
          {overflow.length ? (
            <Menu.SubMenu
              key={MORE_KEY}
              data-testid="menu-more"
              style={{ width: itemWidth, padding: '0 6px', textAlign: 'center' }}
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
