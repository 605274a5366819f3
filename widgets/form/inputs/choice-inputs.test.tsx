import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '../fixtures/compose.ts';
import * as stories from './choice-inputs.stories.tsx';

const { Filled, ReadOnly, ReadOnlyEn, MissingDictionary } = composeStories(stories);
const field = (id: string) => screen.getByTestId(`field-root_${id}`);
const plain = (id: string) => within(field(id)).getByTestId('form-plain').textContent;

describe('choice widgets', () => {
  it('shows the dictionary name of the stored key, radio buttons and check boxes', () => {
    render(<Filled />);
    expect(within(field('type')).getByText('发明专利')).toBeTruthy();
    expect((within(field('typeRadio')).getByLabelText('实用新型') as HTMLInputElement).checked).toBe(true);
    expect((within(field('channel')).getByLabelText('纸件提交') as HTMLInputElement).checked).toBe(true);
    expect((within(field('fields')).getByLabelText('生物医药') as HTMLInputElement).checked).toBe(true);
  });

  it('stores the enum value of the radio button clicked', () => {
    render(<Filled />);
    fireEvent.click(within(field('channel')).getByLabelText('网上提交'));
    expect((within(field('channel')).getByLabelText('网上提交') as HTMLInputElement).checked).toBe(true);
  });

  it('shows names and yes / no as plain text when read-only, in the story language', () => {
    const { unmount } = render(<ReadOnly />);
    expect(plain('type')).toBe('发明专利');
    expect(plain('region')).toBe('美国');
    expect(plain('fields')).toBe('新能源、生物医药');
    expect(plain('paid')).toBe('是');
    expect(plain('urgent')).toBe('否');
    unmount();
    render(<ReadOnlyEn />);
    expect(plain('type')).toBe('Invention patent');
    expect(plain('paid')).toBe('Yes');
  });

  it('names a missing dictionary', () => {
    render(<MissingDictionary />);
    expect(within(field('type')).getByRole('alert').textContent).toBe('未找到数据字典：nope');
  });
});
