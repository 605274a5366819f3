import { describe, expect, it } from 'vitest';
import { useContext, useState } from 'react';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../common/i18n/create-i18n.ts';
import { DialogOpenerContext } from '../form/dialog-opener.ts';
import { DialogOpenerProvider } from './dialog-opener-provider.tsx';
import { DialogSourceProvider } from './dialog-source.tsx';
import { fixtureDialogSource } from './dialog.fixture.ts';

// Arco tables render slowly in happy-dom on a loaded machine: allow findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });

function Field() {
  const openDialog = useContext(DialogOpenerContext)!;
  const [result, setResult] = useState('');
  const open = async () => {
    const rows = await openDialog('orgPicker', { multiple: false, value: 12 });
    setResult(rows === null ? 'cancelled' : rows.map((r) => (r as { name: string }).name).join(','));
  };
  return <><button onClick={() => void open()}>open</button><output data-testid="result">{result}</output></>;
}

const renderField = () => render(
  <I18nextProvider i18n={createI18n('zh-CN')}>
    <DialogSourceProvider source={fixtureDialogSource()}>
      <DialogOpenerProvider><Field /></DialogOpenerProvider>
    </DialogSourceProvider>
  </I18nextProvider>,
);

describe('DialogOpenerProvider', { timeout: 20_000 }, () => {
  it('opens the picker in a modal, starting from the stored id, and resolves the chosen rows', async () => {
    renderField();
    fireEvent.click(screen.getByText('open'));
    await screen.findByText('选择组织');
    await waitFor(() => expect(screen.getByTestId('dialog-selected-tag').textContent).toContain('材料学院'));
    fireEvent.click(await screen.findByText('计算机学院'));
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('计算机学院'));
  });

  it('resolves null when the user cancels', async () => {
    renderField();
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(await screen.findByTestId('dialog-cancel'));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('cancelled'));
  });
});
