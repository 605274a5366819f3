import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '../fixtures/compose.ts';
import * as stories from './rich-and-files.stories.tsx';

const { Filled, ReadOnly, ReadOnlyEn, NoAcceptConfigured, NotReadable, ServerNarrows } = composeStories(stories);
const field = (id: string) => screen.getByTestId(`field-root_${id}`);

function chooseFile(name: string) {
  const input = field('attachments').querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
}

describe('rich text', () => {
  it('shows the claims without the script the stored value carried', () => {
    render(<Filled />);
    const editor = document.getElementById('root_claims')!;
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(editor.textContent).toContain('一种固态锂电池');
    expect(editor.querySelector('script')).toBeNull();
    expect(screen.getByRole('toolbar').querySelectorAll('button')).toHaveLength(6);
  });

  it('formats through the toolbar (the Tiptap editor, no document.execCommand) and reports sanitised HTML', async () => {
    const changes: unknown[] = [];
    render(<Filled onChange={(data) => changes.push(data)} />);
    const editor = document.getElementById('root_claims') as HTMLElement & { editor: { commands: { setContent: (html: string, options: object) => void; selectAll: () => void } } };
    act(() => editor.editor.commands.setContent('<p onclick="steal()">新的权利要求</p><img src=x onerror="steal()"><p><a href="javascript:steal()">链接</a></p>', { emitUpdate: true }));
    // What the form gets is sanitised (happy-dom's DOMPurify falls back to text only; Chromium keeps the formatting).
    await waitFor(() => expect((changes.at(-1) as { claims: string }).claims).toContain('新的权利要求'));
    expect((changes.at(-1) as { claims: string }).claims).not.toMatch(/steal|onclick|onerror|<img/);
    expect(editor.querySelector('[onclick], [onerror], img')).toBeNull();
    act(() => editor.editor.commands.selectAll());
    fireEvent.click(screen.getByRole('button', { name: '加粗' }));
    await waitFor(() => expect(editor.querySelector('strong')?.textContent).toBe('新的权利要求'));
    expect(changes.length).toBeGreaterThan(1);
  });

  it('shows sanitised HTML when read-only', () => {
    render(<ReadOnly />);
    const view = field('claims').querySelector('.pp-richtext-view')!;
    expect(view.textContent).toContain('正极');
    expect(view.querySelector('script')).toBeNull();
  });
});

describe('attachments', () => {
  it('lists the stored files as links and names the accepted formats', () => {
    render(<Filled />);
    expect(within(field('attachments')).getByText('技术交底书.pdf').getAttribute('href')).toBe('#/files/f-1');
    expect(within(field('attachments')).getByText('可上传格式：pdf,doc,docx')).toBeTruthy();
  });

  it('uploads an accepted file and adds it to the list', async () => {
    render(<Filled />);
    await act(async () => chooseFile('说明书.docx'));
    await waitFor(() => expect(within(field('attachments')).getByText('说明书.docx')).toBeTruthy());
  });

  it('refuses a file of another type with the spec message', async () => {
    render(<Filled />);
    await act(async () => chooseFile('setup.exe'));
    await waitFor(() => expect(screen.getByText('上传的附件只能是 pdf,doc,docx格式!')).toBeTruthy());
  });

  it('refuses every file when no format is configured', async () => {
    render(<NoAcceptConfigured />);
    await act(async () => chooseFile('a.pdf'));
    await waitFor(() => expect(screen.getByText('请配置可上传文件的格式!')).toBeTruthy());
  });

  it('offers only the extensions the server takes, whatever the field names', async () => {
    render(<ServerNarrows />);
    await waitFor(() => expect(field('attachments').querySelector('input[type=file]')!.getAttribute('accept')).toBe('.pdf'));
    await act(async () => chooseFile('资料.rar'));
    await waitFor(() => expect(screen.getByText('上传的附件只能是 pdf格式!')).toBeTruthy());
  });

  it('opens a file through the services (with the session), never by following the bare link', () => {
    render(<ReadOnly />);
    const link = within(field('attachments')).getByText('技术交底书.pdf');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('says so when the reader may not open a file', async () => {
    render(<NotReadable />);
    fireEvent.click(within(field('attachments')).getByText('他人的附件.pdf'));
    await waitFor(() => expect(screen.getByText('无权查看此附件')).toBeTruthy());
  });

  it('shows the files without an upload button when read-only', () => {
    render(<ReadOnlyEn />);
    expect(within(field('attachments')).getByText('技术交底书.pdf')).toBeTruthy();
    expect(screen.queryByTestId('attachment-upload')).toBeNull();
  });
});

describe('custom dialog', () => {
  it('stores the rows chosen in the dialog and shows their names', async () => {
    render(<Filled />);
    expect(within(field('relatedPatents')).getByText('一种固态电解质')).toBeTruthy();
    await act(async () => fireEvent.click(within(field('basePatent')).getByText('选择')));
    await waitFor(() => expect(within(field('basePatent')).getByText('一种锂电池隔膜')).toBeTruthy());
  });
});
