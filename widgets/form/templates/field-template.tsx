import type { FieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';

/**
 * One field in Arco's vertical form-item look: label with the required star, the control, then the field's
 * errors and help under it. Read-only fields keep the label but drop the star (nothing to fill in).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, help, rawHelp, description, rawDescription, hidden, required, displayLabel,
    classNames, style, readonly, disabled, hideError, schema, uiSchema } = props;
  if (hidden) return <div className="pp-form-hidden">{children}</div>;
  const errors = hideError ? [] : (rawErrors ?? []);
  const status = errors.length > 0 ? ' arco-form-item-error arco-form-item-status-error' : '';
  const editable = !readonly && !disabled;
  // rjsf leaves a yes/no field's label to the check box; here every field keeps its label above the control.
  const showLabel = displayLabel || (schema.type === 'boolean' && getUiOptions(uiSchema).label !== false);
  return (
    <div className={`arco-form-item arco-form-layout-vertical pp-form-item${status} ${classNames ?? ''}`} style={style} data-testid={`field-${id}`}>
      {showLabel && label && (
        <div className="arco-form-label-item">
          <label htmlFor={id}>
            {required && editable && <strong className="arco-form-item-symbol pp-form-required" aria-hidden>*</strong>}
            {label}
          </label>
        </div>
      )}
      <div className="arco-form-item-wrapper">
        {displayLabel && rawDescription && <div className="pp-form-description">{description}</div>}
        <div className="arco-form-item-control-wrapper">
          <div className="arco-form-item-control">
            <div className="arco-form-item-control-children">{children}</div>
          </div>
        </div>
        {errors.length > 0 && (
          <div className="arco-form-message" role="alert" data-testid="field-error">
            {errors.map((error) => <div key={error}>{error}</div>)}
          </div>
        )}
        {rawHelp && <div className="arco-form-extra">{help}</div>}
      </div>
    </div>
  );
}
