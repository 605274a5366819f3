/** The subject an instance gets when its starter gives none (FlowSettings.subject). */
export const DEFAULT_SUBJECT_RULE = '{flowName}-{initiator}-{date}';
const MAX_SUBJECT = 500;

export interface SubjectVariables {
  flowName: string;
  initiator: string;
  /** yyyy-mm-dd */
  date: string;
}

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
};

/**
 * Fills a subject rule: {flowName}, {initiator} and {date}, then any other {name} from the form's top-level data
 * (objects and lists read as empty). A rule that comes out blank falls back to the default one.
 */
export function subjectFrom(rule: string | undefined, vars: SubjectVariables, data: Record<string, unknown>): string {
  const fill = (template: string) => template.replace(/\{([A-Za-z_][\w]*)\}/g, (_m, name: string) =>
    (Object.hasOwn(vars, name) ? vars[name as keyof SubjectVariables] : text(data[name])));
  const subject = fill(rule ?? DEFAULT_SUBJECT_RULE).trim();
  return (subject || fill(DEFAULT_SUBJECT_RULE)).slice(0, MAX_SUBJECT);
}
