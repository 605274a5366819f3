import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TopMenu } from './top-menu.tsx';
import { menuFixture } from './menu.fixture.ts';
import { visibleMenuItems } from './menu-overflow.ts';

const items = visibleMenuItems(menuFixture);

describe('TopMenu', () => {
  it('shows every entry when the bar is wide enough', () => {
    render(<TopMenu items={items} itemWidth={138} width={138 * items.length} onSelect={() => {}} moreLabel="更多" />);
    expect(screen.getByTestId('top-menu').dataset.visibleCount).toBe(String(items.length));
    expect(screen.queryByTestId('menu-more')).toBeNull();
  });

  it('folds what does not fit into "more"', () => {
    render(<TopMenu items={items} itemWidth={103.5} width={103.5 * 5} onSelect={() => {}} moreLabel="更多" />);
    const bar = screen.getByTestId('top-menu');
    expect(bar.dataset.visibleCount).toBe('4');
    expect(bar.dataset.overflowCount).toBe(String(items.length - 4));
    expect(screen.getByText('更多')).toBeTruthy();
  });

  it('reports the chosen entry', () => {
    const onSelect = vi.fn();
    render(<TopMenu items={items} itemWidth={138} width={2000} onSelect={onSelect} moreLabel="更多" />);
    fireEvent.click(screen.getByText('专利统计'));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 4, path: '/statistics' }));
  });
});

describe('TopMenu icons', () => {
  it('draws the icon a drop-down entry carries (the menu designer sets it), and none in a top-level slot', async () => {
    const entry = (id: number, name: string, menuIcon: string | null, children: typeof items = []) => ({
      ...items[0]!, id, name, alias: `e${id}`, code: `e${id}`, menuIcon, path: children.length ? null : `/p/${id}`, children,
    });
    const menu = [entry(1, '表单中心', 'apps', [entry(2, '成果库', 'book'), entry(3, '费用报销', null)])];
    render(<TopMenu items={menu} itemWidth={138} width={1000} onSelect={() => {}} moreLabel="更多" />);
    expect(screen.getByTestId('menu-item-1').querySelector('.pp-menu-icon')).toBeNull();
    fireEvent.mouseEnter(screen.getByText('表单中心'));
    const withIcon = await screen.findByTestId('menu-item-2');
    expect(withIcon.querySelector('.pp-menu-icon.arco-icon-book')).not.toBeNull();
    expect(screen.getByTestId('menu-item-3').querySelector('.pp-menu-icon')).toBeNull();
  });
});
