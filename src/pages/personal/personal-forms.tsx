import { useParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { Alert } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { PersonalRecordPage } from './shared/personal-record-page.tsx';

type Mode = 'add' | 'edit' | 'get';
const title = (area: string, mode: Mode) => `personal.${area}.${mode === 'add' ? 'addTitle' : mode === 'edit' ? 'editTitle' : 'viewTitle'}`;

/** A new agent rule's period: today 00:00 to the end of the day a week later (to the minute), as instants. */
export function defaultPeriod(now: Date): { startDate: string; endDate: string } {
  const today = dayjs(now).startOf('day');
  return { startDate: today.toISOString(), endDate: today.add(7, 'day').endOf('day').startOf('minute').toISOString() };
}

/** /agent/agentAdd, agentEdit/:id, agentGet/:id: an agent rule (form personalAgent). */
export function AgentFormPage({ mode }: { mode: Mode }) {
  const { t } = useTranslation('workflow');
  return (
    <PersonalRecordPage formKey="personalAgent" mode={mode} testId="agent-form" title={t(title('agent', mode))} backTo="/v-personal/v-agent"
      shownIn="personalAgents" defaults={() => defaultPeriod(new Date())} editPath={(id) => `/agent/agentEdit/${id}`} />
  );
}

/** /approvalItem/approvalItemAdd, approvalItemEdit/:id, approvalItemGet/:id: an approval phrase (form personalApprovalItem); a public one is read only. */
export function ApprovalItemFormPage({ mode }: { mode: Mode }) {
  const { t } = useTranslation('workflow');
  return (
    <PersonalRecordPage formKey="personalApprovalItem" mode={mode} testId="approval-item-form" title={t(title('item', mode))} backTo="/v-personal/v-approvalItem"
      shownIn="personalApprovalItems" editPath={(id) => `/approvalItem/approvalItemEdit/${id}`}
      note={(data) => mode === 'edit' && data.isPublic === true && <Alert className="pp-personal-hint" type="warning" content={t('personal.item.publicReadonly')} />} />
  );
}

/** /secretary/secretaryEdit[/:id]: a secretary of the caller (form personalSecretary). */
export function SecretaryEditPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation('workflow');
  return (
    <PersonalRecordPage formKey="personalSecretary" mode={mode} testId="secretary-form" title={t(title('secretary', mode))} backTo="/v-personal/v-secretary"
      shownIn="personalSecretaries" />
  );
}

/** The reads of the deputy page (v-bpmDeputy), re-read after a save. */
export const DEPUTIES = 'personal-deputies';

/** /bpmDeputy/bpmDeputySetting[/:id]: the caller's deputy (form personalDeputy; saving replaces the current one). */
export function DeputySettingPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation('workflow');
  const { id } = useParams();
  return (
    <PersonalRecordPage key={id ?? 'new'} formKey="personalDeputy" mode={mode} testId="deputy-form" title={t('personal.deputy.settingTitle')}
      backTo="/v-personal/v-bpmDeputy" shownIn={DEPUTIES} />
  );
}
