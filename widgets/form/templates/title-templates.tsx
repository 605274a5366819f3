import type { DescriptionFieldProps, TitleFieldProps } from '@rjsf/utils';

/** Title of an object or array section. */
export function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  if (!title) return null;
  return (
    <div id={id} className="pp-form-section-title">
      {required && <span className="pp-form-required" aria-hidden>*</span>}
      {title}
    </div>
  );
}

/** Description under a field or section title. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return <div id={id} className="pp-form-description">{description}</div>;
}
