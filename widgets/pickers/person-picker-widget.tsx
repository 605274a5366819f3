import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlain, servicesOf } from '../form/form-context.ts';
import type { PersonRow, SearchQuery } from '../form/form-services.ts';
import { MissingServices } from '../form/missing-services.tsx';
import { ReadonlyValue } from '../form/readonly-value.tsx';
import { PersonSearchModal } from './person-search-modal.tsx';
import { PickedTags } from './picked-tags.tsx';
import { idsOf, isMultiple, valueOfIds } from './picker-value.ts';
import { usePickerLabels } from './use-picker-labels.ts';

interface Config {
  kind: 'user' | 'post';
  titleKey: string;
  icon: ReactNode;
}

/**
 * A user or post field: ids stored (one, or a list with `ui:options.multiple` / an array field, at most
 * `ui:options.selectNum`), names shown; the picker searches and pages through `formContext.services`.
 */
export function PersonPicker({ config, props }: { config: Config; props: WidgetProps }) {
  const { id, value, options, schema, registry, onChange } = props;
  const { t } = useTranslation('engine');
  const [open, setOpen] = useState(false);
  const services = servicesOf(registry);
  const ids = idsOf(value);
  const { nameOf, remember } = usePickerLabels(config.kind, ids, services);
  const search = useCallback(
    (query: SearchQuery) => (config.kind === 'user' ? services!.searchUsers(query) : services!.searchPosts(query)),
    [config.kind, services],
  );
  if (!services) return <MissingServices id={id} />;
  if (isPlain(props)) return <ReadonlyValue id={id}>{ids.map(nameOf).join('、')}</ReadonlyValue>;

  const multiple = isMultiple(schema.type, options.multiple);
  const emit = (next: number[]) => onChange(valueOfIds(next, schema.type, options.emptyValue));
  const pick = (rows: PersonRow[]) => {
    remember(rows);
    emit(rows.map((row) => row.id));
    setOpen(false);
  };
  return (
    <>
      <PickedTags id={id} ids={ids} nameOf={nameOf} icon={config.icon} onOpen={() => setOpen(true)}
        onRemove={(removed) => emit(ids.filter((entry) => entry !== removed))} />
      {open && (
        <PersonSearchModal
          title={t(config.titleKey)}
          multiple={multiple}
          selectNum={typeof options.selectNum === 'number' ? options.selectNum : undefined}
          initial={ids.map((entry) => ({ id: entry, name: nameOf(entry) }))}
          search={search}
          onPick={pick}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}
