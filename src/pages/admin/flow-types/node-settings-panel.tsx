import type { ReactNode } from 'react';
import { Checkbox, Input, InputNumber, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import { REJECT_MODES, type FlowSettings, type NodeSetting, type RejectMode } from '../../../common/api/workflow.ts';
import { BUTTON_LABELS, DEFAULT_BUTTONS, NODE_BUTTONS } from '../../../common/enums/task-buttons.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { AssigneeRulesEditor } from './assignee-rules-editor.tsx';
import type { BpmnNode } from './bpmn-nodes.ts';
import { FieldRightsEditor } from './field-rights-editor.tsx';
import { ownSetting, withNodeSetting, type SettingsTarget } from './flow-settings-edit.ts';
import type { DirectoryOptions } from './use-directory-options.ts';
import { useFormChoices } from './use-form-choices.ts';

type SignRule = NonNullable<NodeSetting['signRule']>;

/** One labelled entry of a settings panel. */
export function SettingRow({ label, hint, children }: { label: string; hint?: string | null; children: ReactNode }) {
  return (
    <div className="flow-settings-row">
      <div className="flow-settings-row__label">{label}</div>
      <div className="flow-settings-row__control">
        {children}
        {hint ? <div className="flow-settings-row__hint">{hint}</div> : null}
      </div>
    </div>
  );
}

interface Props {
  settings: FlowSettings;
  target: Exclude<SettingsTarget, { kind: 'flow' }>;
  /** The node in the BPMN file (none for the defaults, or a node the file no longer has). */
  node: BpmnNode | undefined;
  onChange(settings: FlowSettings): void;
  directory: DirectoryOptions;
}

/** The form a node shows: its own, else the defaults', else the flow's. */
const formOf = (settings: FlowSettings, own: NodeSetting) => own.form ?? settings.defaults?.form ?? settings.form;

/** A node's own settings (or the defaults of user tasks): what it lists overrides the defaults entry by entry. */
export function NodeSettingsPanel({ settings, target, node, onChange, directory }: Props) {
  const { t, i18n } = useTranslation('admin');
  const lang = (i18n.language.startsWith('en') ? 'en-US' : 'zh-CN') as Language;
  const k = (key: string) => t(`flowTypes.settingsEditor.${key}`);
  const own = ownSetting(settings, target);
  const set = (patch: Partial<NodeSetting>) => onChange(withNodeSetting(settings, target, patch));
  const isNode = target.kind === 'node';
  const isStart = node?.kind === 'start';
  // Other elements (end events, gateways, timers, flows) take only an English name.
  const nameOnly = node?.kind === 'other';
  const id = isNode ? target.id : '_defaults';
  const testId = (name: string) => `node-setting-${name}`;
  const signRule = own.signRule;
  const rejectModes = own.rejectModes ?? [...REJECT_MODES];
  const choices = useFormChoices(formOf(settings, own));

  return (
    <div className="flow-settings-panel" data-testid={`node-settings-${id}`}>
      {target.kind === 'defaults' && <div className="flow-settings-panel__intro">{k('defaultsHint')}</div>}
      {isNode && (
        <SettingRow label={k('nameEn')}>
          <Input value={own.nameEn ?? ''} maxLength={200} onChange={(nameEn) => set({ nameEn: nameEn.trim() === '' ? undefined : nameEn })} data-testid={testId('nameEn')} />
        </SettingRow>
      )}
      {!isStart && !nameOnly && (
        <>
          <SettingRow label={k('assignees')} hint={isNode && !own.assignees?.length ? k('assigneesInherit') : null}>
            <AssigneeRulesEditor rules={own.assignees ?? []} onChange={(assignees) => set({ assignees })} directory={directory} testId={testId('assignees')} />
          </SettingRow>
          {(node?.multiInstance || target.kind === 'defaults') && (
            <SettingRow label={k('signRule')}>
              <div className="flow-settings-inline">
                <Radio.Group
                  value={signRule?.kind ?? 'inherit'} data-testid={testId('signRule')}
                  onChange={(kind: SignRule['kind'] | 'inherit') => set({ signRule: kind === 'inherit' ? undefined : kind === 'ratio' ? { kind, ratio: 0.5 } : { kind } })}
                >
                  <Radio value="inherit">{k('signRuleInherit')}</Radio>
                  {(['all', 'any', 'ratio'] as const).map((kind) => <Radio key={kind} value={kind}>{t(`flowTypes.settingsEditor.signRuleKind.${kind}`)}</Radio>)}
                </Radio.Group>
                {signRule?.kind === 'ratio' && (
                  <InputNumber
                    className="flow-settings-inline__ratio" min={1} max={100} precision={0} suffix="%" value={Math.round(signRule.ratio * 100)}
                    onChange={(percent) => set({ signRule: { kind: 'ratio', ratio: Math.min(100, Math.max(1, percent ?? 50)) / 100 } })} data-testid={testId('signRatio')}
                  />
                )}
              </div>
            </SettingRow>
          )}
          <SettingRow label={k('rejectModes')} hint={own.rejectModes ? null : k('rejectModesAll')}>
            <Checkbox.Group value={rejectModes} onChange={(modes: RejectMode[]) => set({ rejectModes: REJECT_MODES.filter((m) => modes.includes(m)) })} data-testid={testId('rejectModes')}>
              {REJECT_MODES.map((mode) => (
                // The last mode left cannot be unticked: a node without any is the same as one with all of them.
                <Checkbox key={mode} value={mode} disabled={rejectModes.length === 1 && rejectModes[0] === mode}>{t(`flowTypes.settingsEditor.rejectMode.${mode}`)}</Checkbox>
              ))}
            </Checkbox.Group>
          </SettingRow>
          <SettingRow label={k('buttons')}>
            <Select
              mode="multiple" allowClear value={own.buttons ?? []} onChange={(buttons: string[]) => set({ buttons })} data-testid={testId('buttons')}
              placeholder={t('flowTypes.settingsEditor.buttonsDefault', { buttons: DEFAULT_BUTTONS.map((b) => BUTTON_LABELS[b]![lang]).join(lang === 'zh-CN' ? '、' : ', ') })}
              options={NODE_BUTTONS.map((alias) => ({ value: alias, label: BUTTON_LABELS[alias]![lang] }))}
            />
          </SettingRow>
          <SettingRow label={k('copyTo')}>
            <AssigneeRulesEditor rules={own.copyTo ?? []} onChange={(copyTo) => set({ copyTo })} directory={directory} testId={testId('copyTo')} />
          </SettingRow>
        </>
      )}
      {!nameOnly && (
        <>
          <SettingRow label={k('form')}>
            <Select
              value={own.form} placeholder={k('formInherit')} allowClear showSearch options={choices.forms} data-testid={testId('form')}
              onChange={(form: string | undefined) => set({ form: form || undefined })}
            />
          </SettingRow>
          <SettingRow label={k('fieldRights')} hint={k('fieldRightsHint')}>
            <FieldRightsEditor key={id} value={own.fieldRights} onChange={(fieldRights) => set({ fieldRights })} fields={choices.fields} testId={testId('fieldRights')} />
          </SettingRow>
        </>
      )}
    </div>
  );
}
