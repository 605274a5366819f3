import { describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../../.storybook/preview.tsx';
import * as stories from './home-column-card.stories.tsx';
import { columnVisible } from './home-column-card.tsx';
import { fillRowHtml, rowsOf, serviceTarget } from './column-service.ts';

configure({ asyncUtilTimeout: 10_000 });
setProjectAnnotations(preview);
const { TemplatedRows, SanitisedHtml, RowTable, TemplatedRowsEnglish } = composeStories(stories);

describe('home column card', { timeout: 30_000 }, () => {
  it('draws its rows through templateHtml, a page of pageSize, whatever its displayRights', async () => {
    render(<TemplatedRows />);
    expect(screen.getByText('常用系统')).toBeTruthy();
    const rows = screen.getByTestId('column-html').querySelectorAll('[data-testid=column-row]');
    expect([...rows].map((r) => r.textContent)).toEqual(['ERP', '知识库', 'CRM', '门户', '员工自助']);
  });

  it('opens the more-dialog at 70% with every row and the page link, and refreshes', async () => {
    render(<TemplatedRows />);
    fireEvent.click(screen.getByTestId('column-menu'));
    fireEvent.click(await screen.findByTestId('column-more'));
    await waitFor(() => expect(screen.getAllByTestId('column-html')).toHaveLength(2));
    const dialog = screen.getAllByTestId('column-html')[1]!;
    expect(dialog.querySelectorAll('[data-testid=column-row]')).toHaveLength(6);
    // A row value is escaped text, never markup.
    expect(dialog.textContent).toContain('<b>OA</b>');
    expect(dialog.querySelector('b, a[href^="javascript"]')).toBeNull();
    expect((document.querySelector('.arco-modal') as HTMLElement).style.width).toBe('70%');
    expect(screen.getByTestId('column-open-page')).toBeTruthy();
    fireEvent.click(document.querySelector('.arco-modal-close-icon')!);

    const card = screen.getByTestId('column-card');
    fireEvent.click(screen.getByTestId('column-menu'));
    fireEvent.click(await screen.findByTestId('column-refresh'));
    await waitFor(() => expect(card.getAttribute('data-generation')).toBe('1'));
  });

  it('sanitises templateHtml', () => {
    render(<SanitisedHtml />);
    // happy-dom's DOMPurify lets handlers through, so here only the text is kept (the browser keeps the safe markup).
    const html = screen.getByTestId('column-html');
    expect(html.textContent).toContain('欢迎使用');
    expect(html.innerHTML).not.toMatch(/onerror|<script|<img|javascript:/);
  });

  it('draws rows without a template as a paged table', async () => {
    render(<RowTable />);
    await waitFor(() => expect(screen.getByTestId('column-rows').querySelectorAll('tbody tr')).toHaveLength(2));
  });

  it('speaks English', async () => {
    render(<TemplatedRowsEnglish />);
    expect(screen.getByText('Often-used systems')).toBeTruthy();
    fireEvent.click(screen.getByTestId('column-menu'));
    expect((await screen.findByTestId('column-more')).textContent).toBe('More');
  });
});

describe('column helpers', () => {
  it('reads service addresses, reply rows and row templates', () => {
    expect(serviceTarget('${portal}/portal/news/v1/list')).toEqual({ host: 'portal', path: '/portal/news/v1/list' });
    expect(serviceTarget('/api/form/form/x')).toEqual({ host: 'form', path: '/form/x' });
    expect(serviceTarget('https://evil.example/x')).toBeNull();
    expect(rowsOf({ value: { rows: [{ a: 1 }] } })).toEqual([{ a: 1 }]);
    expect(rowsOf([{ a: 1 }, 2])).toEqual([{ a: 1 }]);
    expect(fillRowHtml('<i>{{ name }}</i>', { name: '<x>' })).toBe('<i>&lt;x&gt;</i>');
    expect(columnVisible({ displayRights: ['a'] }, ['b'])).toBe(false);
    expect(columnVisible({}, [])).toBe(true);
  });
});
