import { describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import preview from '../../../.storybook/preview.tsx';
import type { TemplateDefinition } from '../../common/definitions/kinds/template.ts';
import { createMemoryListSource } from './memory-list-source.ts';
import { TemplateListPage } from './template-list-page.tsx';

configure({ asyncUtilTimeout: 10_000 });
setProjectAnnotations(preview);

const template = {
  kind: 'template', schemaVersion: 2, alias: 'fees', name: { 'zh-CN': '缴费期限' }, source: { kind: 'view', sqlAlias: 'jfqx' },
  conditionFields: [{ field: 'title', label: { 'zh-CN': '名称' }, control: 'text', operation: 'LIKE', defaultValue: '年费' }],
  displayFields: [{ field: 'title', label: { 'zh-CN': '名称' } }],
  manageFields: [], pageSize: 10,
} as TemplateDefinition;
const rows = ['年费1', '年费2', '申请费'].map((title, i) => ({ id: String(i + 1), version: 0, title }));

const bodyRows = () => screen.getByTestId('list-table').querySelectorAll('tbody tr.arco-table-tr:not(.arco-table-empty-row)');
const input = () => screen.getByTestId('list-condition-title') as HTMLInputElement;

describe('condition defaults', { timeout: 30_000 }, () => {
  it('shows a default in the search bar and filters by it until cleared; reset brings it back', async () => {
    const source = createMemoryListSource({ info: { template, formKey: null, bo: null, dicts: {} }, rows });
    render(<MemoryRouter><TemplateListPage alias="fees" source={source} /></MemoryRouter>);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(input().value).toBe('年费');
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(input().value).toBe('');
    fireEvent.click(screen.getByTestId('list-reset'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(input().value).toBe('年费');
  });
});
