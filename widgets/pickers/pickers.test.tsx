import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '../form/fixtures/compose.ts';
import * as stories from './pickers.stories.tsx';

const { Filled, Empty, EmptyEn, ReadOnly } = composeStories(stories);
const field = (id: string) => screen.getByTestId(`field-root_${id}`);

describe('user, org and post pickers', () => {
  it('shows the names of the stored ids', async () => {
    render(<Filled />);
    await waitFor(() => expect(within(field('inventors')).getByTestId('picked-tags').textContent).toBe('张伟李娜'));
    expect(within(field('department')).getByText('计算机科学与技术学院')).toBeTruthy();
    expect(within(field('post')).getByText('专利专员')).toBeTruthy();
  });

  it('searches, pages and picks one user', async () => {
    render(<Empty />);
    await act(async () => fireEvent.click(within(field('claimant')).getByText('选择')));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('系统管理员')).toBeTruthy());
    expect(within(dialog).getByText('共 26 条')).toBeTruthy();
    const search = within(dialog).getByPlaceholderText('输入关键字查询');
    await act(async () => {
      fireEvent.change(search, { target: { value: '李' } });
      fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 });
    });
    await waitFor(() => expect(within(dialog).queryByText('系统管理员')).toBeNull());
    await act(async () => fireEvent.click(within(dialog).getByRole('radio')));
    await act(async () => fireEvent.click(within(dialog).getByText('确定')));
    await waitFor(() => expect(within(field('claimant')).getByText('李娜')).toBeTruthy());
  });

  it('opens the organisation tree in the story language', async () => {
    render(<EmptyEn />);
    await act(async () => fireEvent.click(within(field('department')).getByText('Choose')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Choose an organisation')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByText('示范大学')).toBeTruthy());
  });

  it('shows names as plain text when read-only', async () => {
    render(<ReadOnly />);
    await waitFor(() => expect(within(field('inventors')).getByTestId('form-plain').textContent).toBe('张伟、李娜'));
    expect(within(field('college')).getByTestId('form-plain').textContent).toBe('材料科学与工程学院');
    expect(screen.queryByText('选择')).toBeNull();
  });
});
