import { IconMindMapping } from '@arco-design/web-react/icon';
import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useState } from 'react';
import { isPlain, servicesOf } from '../form/form-context.ts';
import { MissingServices } from '../form/missing-services.tsx';
import { ReadonlyValue } from '../form/readonly-value.tsx';
import { OrgTreeModal } from './org-tree-modal.tsx';
import { PickedTags } from './picked-tags.tsx';
import { idsOf, isMultiple, valueOfIds } from './picker-value.ts';
import { usePickerLabels } from './use-picker-labels.ts';

/** `ui:widget: 'orgPicker'`: organisations by id, chosen in the lazily loaded tree (several with `ui:options.multiple`). */
export function OrgPickerWidget(props: WidgetProps) {
  const { id, value, options, schema, registry, onChange } = props;
  const [open, setOpen] = useState(false);
  const services = servicesOf(registry);
  const ids = idsOf(value);
  const { nameOf, remember } = usePickerLabels('org', ids, services);
  const listOrgs = useCallback((parentId?: number) => services!.listOrgs(parentId), [services]);
  if (!services) return <MissingServices id={id} />;
  if (isPlain(props)) return <ReadonlyValue id={id}>{ids.map(nameOf).join('、')}</ReadonlyValue>;

  const emit = (next: number[]) => onChange(valueOfIds(next, schema.type, options.emptyValue));
  return (
    <>
      <PickedTags id={id} ids={ids} nameOf={nameOf} icon={<IconMindMapping />} onOpen={() => setOpen(true)}
        onRemove={(removed) => emit(ids.filter((entry) => entry !== removed))} />
      {open && (
        <OrgTreeModal
          multiple={isMultiple(schema.type, options.multiple)}
          selectNum={typeof options.selectNum === 'number' ? options.selectNum : undefined}
          initial={ids.map((entry) => ({ id: entry, name: nameOf(entry) }))}
          listOrgs={listOrgs}
          onPick={(orgs) => {
            remember(orgs);
            emit(orgs.map((org) => org.id));
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}
