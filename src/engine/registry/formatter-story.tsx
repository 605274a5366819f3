import { useTranslation } from 'react-i18next';
import type { DisplayField } from '../../common/definitions/kinds/template.ts';
import type { Language } from '../../common/i18n/languages.ts';
import { lookup, useRegistry } from './registry.ts';
import { UnknownEntry } from './unknown-entry.tsx';

export interface FormatterStoryProps {
  /** A display field of a schemas/template definition (its `formatter` picks the entry). */
  field: DisplayField;
  values: unknown[];
  dict?: Record<string, string>;
  names?: Record<string, string>;
}

/** Each value through one formatter of the registry, as a list cell would show it. */
export function FormatterStory({ field, values, dict = {}, names = {} }: FormatterStoryProps) {
  const { t, i18n } = useTranslation('engine');
  const name = field.formatter ?? 'text';
  const formatter = lookup(useRegistry().formatters, name);
  const lookupMap = new Map(Object.entries(names));
  return (
    <table className="arco-table" data-testid="formatter-story">
      <tbody>
        {values.map((value, i) => (
          <tr key={i}>
            <td style={{ padding: '4px 12px', color: 'var(--color-text-3)' }}>{JSON.stringify(value)}</td>
            <td style={{ padding: '4px 12px' }} data-testid="formatted">
              {formatter
                ? formatter(value, {
                  lang: i18n.language as Language, field, row: { [field.field]: value }, dict: new Map(Object.entries(dict)),
                  users: lookupMap, orgs: lookupMap, yes: t('list.yes'), no: t('list.no'), download: () => undefined,
                })
                : <UnknownEntry kind="formatter" name={name} path="/displayFields/0/formatter" />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
