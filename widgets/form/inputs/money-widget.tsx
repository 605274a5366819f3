import { InputNumber } from '@arco-design/web-react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { isPlain } from '../form-context.ts';
import { readMoney, type MoneyReading } from '../../../src/common/rules/money.ts';
import { withThousands } from './thousands.ts';

const PROBLEM_KEYS = { chars: 'form.widget.moneyChars', max: 'form.widget.moneyMax', decimals: 'form.widget.moneyDecimals' } as const;

/** The amount's Chinese upper-case words, or why the amount cannot be read. */
function MoneyWords({ reading }: { reading: MoneyReading }) {
  const { t } = useTranslation('engine');
  if ('words' in reading) return <div className="pp-money-words" data-testid="money-words">{reading.words}</div>;
  if ('problem' in reading) return <div className="pp-money-problem" role="alert">{t(PROBLEM_KEYS[reading.problem])}</div>;
  return null;
}

/**
 * Money: Arco's number input with thousands commas (only digits, commas and a point can be typed) and the amount in
 * Chinese upper-case words under it; over 99999999999.99 or more than two decimals shows the spec's problem instead.
 */
export function MoneyWidget(props: WidgetProps) {
  const { id, value, options, placeholder, autofocus, onChange, onBlur, onFocus, rawErrors, hideError } = props;
  const { t } = useTranslation('engine');
  const reading = readMoney(value);
  if (isPlain(props)) {
    return (
      <div id={id} className="pp-form-plain" data-testid="form-plain">
        {'empty' in reading ? t('form.widget.empty') : `¥ ${withThousands(value as number)}`}
        {'words' in reading && <MoneyWords reading={reading} />}
      </div>
    );
  }
  return (
    <div className="pp-money">
      <InputNumber
        id={id}
        value={typeof value === 'number' ? value : undefined}
        prefix="¥"
        hideControl
        formatter={(text) => withThousands(text)}
        parser={(text) => String(text).replace(/,/g, '')}
        placeholder={placeholder || t('form.widget.inputPlaceholder')}
        autoFocus={autofocus}
        error={!hideError && (Boolean(rawErrors?.length) || 'problem' in reading)}
        onChange={(next) => onChange(typeof next === 'number' && !Number.isNaN(next) ? next : options.emptyValue)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <MoneyWords reading={reading} />
    </div>
  );
}
