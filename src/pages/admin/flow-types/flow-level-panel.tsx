import { Input, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import type { FlowSettings } from '../../../common/api/workflow.ts';
import { withFlowLevel } from './flow-settings-edit.ts';
import { SettingRow } from './node-settings-panel.tsx';
import type { DirectoryOptions } from './use-directory-options.ts';
import { useFormChoices } from './use-form-choices.ts';
import { UserAccountsSelect } from './user-accounts-select.tsx';

interface Props {
  settings: FlowSettings;
  onChange(settings: FlowSettings): void;
  directory: DirectoryOptions;
}

/** The flow's own settings: its form, the subject rule of started instances and who may start it. */
export function FlowLevelPanel({ settings, onChange, directory }: Props) {
  const { t } = useTranslation('admin');
  const k = (key: string) => t(`flowTypes.settingsEditor.${key}`);
  const rights = settings.startRights ?? {};
  const { forms } = useFormChoices(undefined);
  return (
    <div className="flow-settings-panel" data-testid="node-settings-_flow">
      <SettingRow label={k('flowForm')} hint={k('flowFormHint')}>
        <Select
          value={settings.form} allowClear showSearch options={forms} data-testid="flow-setting-form"
          onChange={(form: string | undefined) => onChange(withFlowLevel(settings, { form: form || undefined }))}
        />
      </SettingRow>
      <SettingRow label={k('subject')} hint={k('subjectHint')}>
        <Input
          value={settings.subject ?? ''} maxLength={200} placeholder="{flowName}-{initiator}-{date}"
          onChange={(subject) => onChange(withFlowLevel(settings, { subject: subject.trim() === '' ? undefined : subject }))} data-testid="flow-setting-subject"
        />
      </SettingRow>
      <SettingRow label={k('startRights')} hint={k('startRightsHint')}>
        <div className="flow-settings-stack">
          <div className="flow-settings-labelled">
            <span className="flow-settings-labelled__label">{k('startRoles')}</span>
            <Select
              mode="multiple" allowClear showSearch value={rights.roles ?? []} options={directory.roles} data-testid="flow-setting-start-roles"
              onChange={(roles: string[]) => onChange(withFlowLevel(settings, { startRights: { ...rights, roles } }))}
            />
          </div>
          <div className="flow-settings-labelled">
            <span className="flow-settings-labelled__label">{k('startAccounts')}</span>
            <UserAccountsSelect
              value={rights.accounts ?? []} users={directory.users} testId="flow-setting-start-accounts"
              onChange={(accounts) => onChange(withFlowLevel(settings, { startRights: { ...rights, accounts } }))}
            />
          </div>
        </div>
      </SettingRow>
    </div>
  );
}
