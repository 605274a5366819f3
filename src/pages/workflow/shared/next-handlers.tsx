import { useState } from 'react';
import { Alert, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { NextChoices, NextNodeChoice } from '../../../app/api/workflow-next-choices.ts';
import type { NodeUsersInput } from '../../../common/api/workflow-next-choices.ts';
import { PickedTags } from '../../../../widgets/pickers/picked-tags.tsx';
import { PersonSearchModal } from '../../../../widgets/pickers/person-search-modal.tsx';
import type { PersonRow, SearchPage, SearchQuery } from '../../../../widgets/form/form-services.ts';
import './next-handlers.css';

/** Users picked per next node (node id -> people). */
export type PickedHandlers = Record<string, PersonRow[]>;

/** The nodes the page offers a picker for: those the server says take a choice. */
export const choosable = (choices: NextChoices | undefined): NextNodeChoice[] => choices?.nodes.filter((n) => n.needsChoice) ?? [];

/** The first node that must be chosen for and is not (the server would refuse without it). */
export const missingChoice = (choices: NextChoices, picked: PickedHandlers): NextNodeChoice | undefined =>
  choices.nodes.find((n) => n.required && (picked[n.nodeId]?.length ?? 0) === 0);

/** `nodeUsers` of the picks (the list form); nothing when nobody was picked. */
export function nodeUsersOf(picked: PickedHandlers): NodeUsersInput[] | undefined {
  const list = Object.entries(picked).filter(([, people]) => people.length > 0)
    .map(([nodeId, people]) => ({ nodeId, executors: people.map((p) => ({ id: String(p.id) })) }));
  return list.length > 0 ? list : undefined;
}

export interface NextHandlersProps {
  /** undefined while the server is asked. */
  choices: NextChoices | undefined;
  picked: PickedHandlers;
  onChange: (picked: PickedHandlers) => void;
  searchUsers: (q: SearchQuery) => Promise<SearchPage<PersonRow>>;
}

/**
 * 下一步处理人: a picker for each next node that takes a choice (the server says which), marked required when the
 * node names nobody else; the server's reason when the action cannot succeed.
 */
export function NextHandlers({ choices, picked, onChange, searchUsers }: NextHandlersProps) {
  const { t } = useTranslation('workflow');
  const [picking, setPicking] = useState<NextNodeChoice | null>(null);
  if (!choices) return <div className="pp-next-handlers" data-testid="next-handlers-loading"><Spin size={14} /> {t('next.loading')}</div>;
  const nodes = choosable(choices);
  if (choices.possible && nodes.length === 0) return null;
  return (
    <div className="pp-next-handlers" data-testid="next-handlers">
      {!choices.possible && <Alert type="error" content={t('next.cannot', { message: choices.message })} data-testid="next-handlers-refusal" />}
      {nodes.length > 0 && <div className="pp-next-handlers__title">{t('next.section')}</div>}
      {nodes.map((node) => {
        const people = picked[node.nodeId] ?? [];
        return (
          <div key={node.nodeId} className="pp-next-handlers__node" data-testid={`next-node-${node.nodeId}`}>
            <span className="pp-next-handlers__label">
              {node.name}
              {node.required && <Tag size="small" color="red" className="pp-next-handlers__required">{t('next.required')}</Tag>}
            </span>
            <div className="pp-next-handlers__picker">
              <PickedTags id={`next-${node.nodeId}`} ids={people.map((p) => p.id)} nameOf={(id) => people.find((p) => p.id === id)?.name ?? String(id)}
                onRemove={(id) => onChange({ ...picked, [node.nodeId]: people.filter((p) => p.id !== id) })} onOpen={() => setPicking(node)} />
              {!node.required && node.candidates.length > 0 && (
                <span className="pp-next-handlers__hint">{t('next.optionalHint', { names: node.candidates.map((c) => c.name).join(t('next.separator')) })}</span>
              )}
            </div>
          </div>
        );
      })}
      {picking && (
        <PersonSearchModal title={`${t('next.choose')} · ${picking.name}`} multiple initial={picked[picking.nodeId] ?? []} search={searchUsers}
          onPick={(rows) => { onChange({ ...picked, [picking.nodeId]: rows }); setPicking(null); }} onCancel={() => setPicking(null)} />
      )}
    </div>
  );
}
