import { resolveLabel } from '../../../common/definitions/label.ts';
import { problemMessage, type RecordProblem } from '../../../common/definitions/validate-record.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { AppError } from '../../lib/app-error.ts';
import { translatorFor } from '../../lib/i18n.ts';

/** 400 boInvalid: "label: message; ..." in the request language, and `errors: [{ pointer, message }]`. */
export function recordInvalid(problems: RecordProblem[], lang: Language): AppError {
  const t = translatorFor(lang);
  const errors = problems.map((p) => ({ pointer: p.pointer, message: problemMessage(p, t, lang) }));
  const detail = problems.map((p, i) => `${resolveLabel(p.field, lang) || p.pointer}: ${errors[i]!.message}`).join('; ');
  return new AppError(400, 'boInvalid', { detail }, { errors });
}
