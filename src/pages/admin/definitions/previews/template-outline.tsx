import { Descriptions, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { TemplateDefinition } from '../../../../common/definitions/kinds/template.ts';
import { resolveLabel } from '../../../../common/definitions/label.ts';
import type { Language } from '../../../../common/i18n/languages.ts';

const sourceText = (source: TemplateDefinition['source']) =>
  source.kind === 'bo' ? `bo: ${source.boAlias}` : source.kind === 'view' ? `view: ${source.sqlAlias}` : source.kind === 'call' ? `call: ${source.call}` : `rest: ${source.url}`;

/** A data template's outline: source, search conditions, columns and buttons. */
export function TemplateOutline({ body }: { body: TemplateDefinition }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Language;
  return (
    <div data-testid="preview-template">
      <Descriptions column={1} size="small" data={[{ label: t('source', { source: '' }), value: sourceText(body.source) }]} />
      <h4>{t('conditions')}</h4>
      <div>{body.conditionFields.map((c) => <Tag key={c.field}>{resolveLabel(c.label, lang)} · {c.control}</Tag>)}</div>
      <h4>{t('columns')}</h4>
      <Table
        size="mini"
        pagination={false}
        border
        columns={body.displayFields.map((f) => ({ title: resolveLabel(f.label, lang), dataIndex: f.field, width: f.width }))}
        data={[]}
        noDataElement={<span>{body.displayFields.map((f) => f.formatter ?? 'text').join(' · ')}</span>}
      />
      <h4>{t('buttons')}</h4>
      <div>{body.manageFields.map((b, i) => <Tag key={i} color="arcoblue">{b.label ? resolveLabel(b.label, lang) : b.type}</Tag>)}</div>
    </div>
  );
}
