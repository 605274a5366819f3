import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '../fixtures/compose.ts';
import * as stories from './text-inputs.stories.tsx';

const { Filled, FilledEn, Empty, EmptyEn, ReadOnly, MoneyTooLarge } = composeStories(stories);
const field = (id: string) => screen.getByTestId(`field-root_${id}`);

describe('text and number widgets', () => {
  it('shows an amount with its Chinese upper-case words', () => {
    render(<Filled />);
    expect(within(field('amount')).getByTestId('money-words').textContent).toBe('壹仟贰佰叁拾肆元伍角');
    expect((document.getElementById('root_amount') as HTMLInputElement).value).toBe('1,234.5');
  });

  it('updates the words as the amount is typed', () => {
    render(<Empty />);
    const input = document.getElementById('root_amount') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '8,000' } });
    expect(within(field('amount')).getByTestId('money-words').textContent).toBe('捌仟元整');
  });

  it('says why an amount with three decimals cannot be spelt', () => {
    render(<MoneyTooLarge />);
    expect(within(field('amount')).getByRole('alert').textContent).toBe('小数位的长度不能超过2');
  });

  it('keeps dates, times and date-times in the spec formats', () => {
    render(<Filled />);
    expect(within(field('claimDate')).getByDisplayValue('2026-04-02')).toBeTruthy();
    expect(within(field('paidAt')).getByDisplayValue('2026-04-10 09:30:00')).toBeTruthy();
    expect(within(field('meetingTime')).getByDisplayValue('14:30:00')).toBeTruthy();
  });

  it('says a serial number is generated on save until it has one', () => {
    const { unmount } = render(<Empty />);
    expect(within(field('claimNo')).getByText('保存后自动生成')).toBeTruthy();
    unmount();
    render(<EmptyEn />);
    expect(within(field('claimNo')).getByText('Generated on save')).toBeTruthy();
  });

  it('shows plain text when read-only', () => {
    render(<ReadOnly />);
    expect(within(field('note')).getByTestId('form-plain').textContent).toBe('含往返高铁票\n及两晚住宿');
    expect(within(field('amount')).getByTestId('form-plain').textContent).toContain('¥ 1,234.5');
    expect(within(field('pageCount')).getByTestId('form-plain').textContent).toBe('18');
    expect(within(field('meetingTime')).getByTestId('form-plain').textContent).toBe('14:30:00');
  });

  it('labels the fields in the story language', () => {
    render(<FilledEn />);
    expect(within(field('title')).getByDisplayValue('参加全国专利代理年会差旅')).toBeTruthy();
    expect(screen.getByTestId('story-form').querySelector('.arco-picker input')?.getAttribute('placeholder')).not.toBe('请选择');
  });
});
