import { useMemo } from 'react';
import { Empty, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { diffLines } from 'diff';
import { useTranslation } from 'react-i18next';
import type { DefinitionDiff } from '../../../common/api/definitions.ts';

interface VersionDiffProps {
  diff: DefinitionDiff;
  fromText: string;
  toText: string;
}

const OP_COLOR: Record<string, string> = { add: 'green', remove: 'red', replace: 'orange', reorder: 'arcoblue' };
const OP_KEY: Record<string, string> = { add: 'changeAdd', remove: 'changeRemove', replace: 'changeReplace', reorder: 'changeReorder' };
const short = (value: unknown) => (value === undefined ? '' : JSON.stringify(value)).slice(0, 200);

/** Changes between two versions: the server's JSON-pointer list, and a line diff of the pretty-printed bodies. */
export function VersionDiff({ diff, fromText, toText }: VersionDiffProps) {
  const { t } = useTranslation('admin');
  const parts = useMemo(() => diffLines(fromText, toText), [fromText, toText]);
  if (!diff.changes.length) return <Empty description={t('noChanges')} />;
  return (
    <div className="version-diff" data-testid="definition-diff">
      <h4>{t('changes')}</h4>
      <Table
        size="mini"
        pagination={false}
        rowKey={(row) => `${row.op}${row.pointer}`}
        data={diff.changes}
        columns={[
          { title: '', dataIndex: 'op', width: 80, render: (op: string) => <Tag color={OP_COLOR[op]}>{t(OP_KEY[op] ?? op)}</Tag> },
          { title: 'pointer', dataIndex: 'pointer', render: (p: string) => <code>{p}</code> },
          { title: `v${diff.from}`, dataIndex: 'from', render: (v: unknown) => <code>{short(v)}</code> },
          { title: `v${diff.to}`, dataIndex: 'to', render: (v: unknown) => <code>{short(v)}</code> },
        ]}
      />
      <h4>{t('textDiff')}</h4>
      <pre className="version-diff__text">
        {parts.map((part, index) => (
          <span key={index} className={part.added ? 'is-added' : part.removed ? 'is-removed' : 'is-same'}>
            {part.value.split('\n').filter((line, i, all) => i < all.length - 1 || line).map((line) => `${part.added ? '+' : part.removed ? '-' : ' '} ${line}\n`).join('')}
          </span>
        ))}
      </pre>
    </div>
  );
}
