import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps } from '@rjsf/utils';
import { buttonId, getTemplate, getUiOptions } from '@rjsf/utils';

/** A plain array (not a sub-table): its title, one bordered row per item, and an add button when editable. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, className, disabled, readonly, fieldPathId, uiSchema, items, onAddClick, registry, required, schema, title } = props;
  const uiOptions = getUiOptions(uiSchema);
  const TitleTemplate = getTemplate('ArrayFieldTitleTemplate', registry, uiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <div className={`pp-form-array ${className ?? ''}`} id={fieldPathId.$id}>
      <TitleTemplate fieldPathId={fieldPathId} title={uiOptions.title || title} required={required} schema={schema} uiSchema={uiSchema} registry={registry} />
      <div className="pp-form-array-items">{items}</div>
      {canAdd && !readonly && !disabled && (
        <AddButton id={buttonId(fieldPathId, 'add')} className="rjsf-array-item-add" onClick={onAddClick} uiSchema={uiSchema} registry={registry} />
      )}
    </div>
  );
}

/** One item of a plain array: the item's fields beside its move / copy / remove buttons. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, uiSchema, readonly, disabled } = props;
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <div className="pp-form-array-item">
      <div className="pp-form-array-item-body">{children}</div>
      {hasToolbar && !readonly && !disabled && <div className="pp-form-array-item-tools"><Buttons {...buttonsProps} /></div>}
    </div>
  );
}
