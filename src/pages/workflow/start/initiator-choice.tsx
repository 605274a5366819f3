import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Leader } from '../../../app/api/workflow-lists.ts';
import { MYSELF } from './initiator.ts';

/** A secretary starts for themself or for one of their leaders; nothing to choose for anyone else. */
export function InitiatorChoice({ leaders, value, onChange }: { leaders: Leader[]; value: string | undefined; onChange: (id: string) => void }) {
  const { t } = useTranslation('workflow');
  if (leaders.length === 0) return null;
  return (
    <span className={`pp-process-initiator${value === undefined ? ' pp-process-initiator-missing' : ''}`}>
      <span>{t('inst.start.initiator')}</span>
      <Select style={{ width: 200 }} value={value} placeholder={t('inst.start.chooseInitiator')} onChange={onChange} data-testid="start-initiator"
        options={[{ value: MYSELF, label: t('inst.start.myself') }, ...leaders.map((l) => ({ value: l.id, label: l.name }))]} />
    </span>
  );
}
