import type { ArrayFieldTitleProps } from '@rjsf/utils';
import { titleId } from '@rjsf/utils';

/** Title of a plain array, with the required star. */
export function ArrayFieldTitleTemplate({ title, required, fieldPathId }: ArrayFieldTitleProps) {
  if (!title) return null;
  return (
    <div id={titleId(fieldPathId)} className="pp-form-section-title">
      {required && <span className="pp-form-required" aria-hidden>*</span>}
      {title}
    </div>
  );
}
