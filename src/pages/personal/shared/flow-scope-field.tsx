import { Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import { useFlowOptions } from './use-flow-options.ts';

interface Props {
  id: string;
  /** null: every flow; else the chosen flow keys. */
  value: string[] | null;
  onChange: (value: string[] | null) => void;
}

/** Which flows a rule covers: all of them, or the chosen ones. */
export function FlowScopeField({ id, value, onChange }: Props) {
  const { t } = useTranslation('workflow');
  const flows = useFlowOptions();
  return (
    <div data-testid={id}>
      <Radio.Group value={value === null ? 'all' : 'chosen'} onChange={(v: string) => onChange(v === 'all' ? null : [])}>
        <Radio value="all" data-testid={`${id}-all`}>{t('personal.allFlows')}</Radio>
        <Radio value="chosen" data-testid={`${id}-chosen`}>{t('personal.chosenFlows')}</Radio>
      </Radio.Group>
      {value !== null && (
        <Select mode="multiple" allowClear style={{ marginTop: 8 }} placeholder={t('personal.chooseFlows')} options={flows.options}
          loading={flows.loading} value={value} onChange={(keys: string[]) => onChange(keys)} data-testid={`${id}-select`} />
      )}
    </div>
  );
}

/** Shows a rule's flows in a list cell. */
export function FlowScopeText({ keys }: { keys: string[] | null }) {
  const { t } = useTranslation('workflow');
  const flows = useFlowOptions();
  return <>{keys === null ? t('personal.allFlows') : keys.map(flows.nameOf).join('、')}</>;
}

/** Form rule of a flow scope: "chosen" needs at least one flow. */
export const flowScopeRule = (message: string) => ({
  validator: (value: string[] | null | undefined, cb: (error?: string) => void) => cb(Array.isArray(value) && value.length === 0 ? message : undefined),
});

/**
 * A scope as a save body field: the chosen keys, or absent for "every flow" (the server reads absent as all;
 * an explicit null is coerced by the request validation to [""], a scope no flow matches).
 */
export const scopeForSave = (keys: string[] | null | undefined): string[] | undefined => (keys?.length ? keys : undefined);
