import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../src/common/i18n/create-i18n.ts';
import { StatusTiles } from './status-tiles.tsx';

const counts = { applying: 300, authorized: 164, effective: 121, operated: 18, underreview: 27, expired: 96, entrustedcase: 42 };

describe('StatusTiles', () => {
  it('shows the seven tiles with their counts and the spec labels', () => {
    render(<I18nextProvider i18n={createI18n('zh-CN')}><StatusTiles counts={counts} onSelect={() => {}} /></I18nextProvider>);
    for (const label of ['申请量', '授权量', '有效量', '运营量', '实审量', '失效量', '代理委托']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByTestId('status-count-effective').textContent).toBe('121');
  });

  it('chooses a tile, and clears it when chosen again', () => {
    const onSelect = vi.fn();
    const { rerender } = render(<I18nextProvider i18n={createI18n('en-US')}><StatusTiles counts={counts} onSelect={onSelect} /></I18nextProvider>);
    fireEvent.click(screen.getByText('Valid'));
    expect(onSelect).toHaveBeenLastCalledWith('effective');
    rerender(<I18nextProvider i18n={createI18n('en-US')}><StatusTiles counts={counts} active="effective" onSelect={onSelect} /></I18nextProvider>);
    expect(screen.getByTestId('status-tile-effective').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByText('Valid'));
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });
});
