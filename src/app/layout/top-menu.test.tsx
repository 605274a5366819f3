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
