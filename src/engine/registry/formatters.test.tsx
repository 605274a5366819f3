import { describe, expect, it } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import * as stories from './formatters.stories.tsx';

setProjectAnnotations(preview);
configure({ asyncUtilTimeout: 10_000 });
const all = composeStories(stories);

const shown = () => screen.getAllByTestId('formatted').map((cell) => cell.textContent);

describe('column formatters', { timeout: 30_000 }, () => {
  it.each([
    ['Text', ['一种锂电池正极材料', '', '', '42']],
    ['Date', ['2024-03-05', '2024-03-05', '']],
    ['DateTime', ['2024-03-05 08:09:10', '2024-03-05 08:09:10']],
    ['Money', ['1,234.50', '99,999,999,999.99', '0.00', '']],
    ['Number', ['12', '1,234,567.891', '3,000']],
    ['Percent', ['35%', '12.5%', '']],
    ['Dict', ['发明专利', '外观设计', '发明专利、实用新型', 'unknownKey']],
    ['User', ['张伟', '张伟、李娜', '999']],
    ['Org', ['计算机学院', '材料学院', '999']],
    ['Boolean', ['是', '否', '是', '']],
    ['Attachment', ['说明书.pdf附图.png', '权利要求书.docx', '']],
    ['MoneyEnglish', ['1,234.50', '99,999,999,999.99', '0.00', '']],
    ['BooleanEnglish', ['Yes', 'No', 'Yes', '']],
    ['DictEnglish', ['Invention patent', 'Design', 'Invention patent, Utility model', 'unknownKey']],
  ] as const)('%s', (name, expected) => {
    const Story = all[name];
    render(<Story />);
    expect(shown()).toEqual(expected);
  });

  it('an unregistered formatter shows an error naming the definition path', () => {
    render(<all.Unregistered />);
    expect(screen.getByText('定义引用了未注册的列格式：sparkline')).toBeTruthy();
    expect(screen.getByText('位置：/displayFields/0/formatter')).toBeTruthy();
  });
});
