import { expressionError } from '../../../../common/definitions/check-references.ts';

/** The functions the formula helper offers: jsonata's most used ones and the project's (formula-functions.ts), with a call template. */
export const FORMULA_FUNCTIONS: ReadonlyArray<{ name: string; call: string }> = [
  { name: 'sum', call: '$sum()' },
  { name: 'count', call: '$count()' },
  { name: 'average', call: '$average()' },
  { name: 'max', call: '$max()' },
  { name: 'min', call: '$min()' },
  { name: 'round', call: '$round(, 2)' },
  { name: 'string', call: '$string()' },
  { name: 'now', call: '$now()' },
  { name: 'moneyInWords', call: '$moneyInWords()' },
  { name: 'dateDiff', call: "$dateDiff(, , 'day')" },
  { name: 'subSum', call: "$subSum(, 'item.')" },
  { name: 'subCount', call: "$subCount(, 'item.')" },
  { name: 'subAvg', call: "$subAvg(, 'item.')" },
];

// jsonata's built-in functions (2.x) and the ones registerFormulaFunctions adds.
const KNOWN = new Set([
  'sum', 'count', 'max', 'min', 'average', 'string', 'substring', 'substringBefore', 'substringAfter', 'lowercase', 'uppercase', 'length',
  'trim', 'pad', 'contains', 'split', 'join', 'match', 'replace', 'now', 'millis', 'fromMillis', 'toMillis', 'formatNumber', 'formatBase',
  'formatInteger', 'parseInteger', 'number', 'abs', 'floor', 'ceil', 'round', 'power', 'sqrt', 'random', 'boolean', 'not', 'exists', 'keys',
  'lookup', 'spread', 'merge', 'sift', 'each', 'error', 'assert', 'type', 'reverse', 'shuffle', 'distinct', 'zip', 'sort', 'append', 'filter',
  'map', 'reduce', 'single', 'encodeUrl', 'encodeUrlComponent', 'decodeUrl', 'decodeUrlComponent', 'base64encode', 'base64decode', 'eval',
  'moneyInWords', 'dateDiff', 'subSum', 'subCount', 'subAvg',
]);

export type FormulaCheck = { ok: true } | { ok: false; syntax: string } | { ok: false; unknownFunction: string };

/** A formula's expression checked as it is typed: it compiles (the server's check on save), and calls only known functions. */
export function checkFormula(expression: string): FormulaCheck {
  const syntax = expressionError(expression);
  if (syntax) return { ok: false, syntax };
  // Strings may hold anything: only calls outside quotes count.
  const code = expression.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  for (const match of code.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)\s*\(/g)) {
    if (!KNOWN.has(match[1]!)) return { ok: false, unknownFunction: match[1]! };
  }
  return { ok: true };
}
