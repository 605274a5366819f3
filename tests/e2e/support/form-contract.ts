/** Markup the engine form pages expose (src/engine/form): data-testid attributes and rjsf field ids. */
export const formPage = {
  path: (alias: string, action: 'add' | 'edit' | 'get', id?: string) => `/statement/template/form/${alias}/${action}${id ? `?id=${id}` : ''}`,
  view: '[data-testid="form-view"]',
  title: '[data-testid="form-title"]',
  save: '[data-testid="form-save"]',
  saveDraft: '[data-testid="form-save-draft"]',
  conflict: '[data-testid="form-conflict"]',
  field: (name: string) => `#root_${name}`,
  saveCall: '/form/dataTemplate/v1/boSave/',
} as const;
