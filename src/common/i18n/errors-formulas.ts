/** Messages of form formulas the server sends (a save or an import whose formula failed). */
export const formulaErrors = {
  'zh-CN': {
    formulaFailedBecause: '公式运算错误：{{target}}：{{detail}}',
  },
  'en-US': {
    formulaFailedBecause: 'Formula error: {{target}}: {{detail}}',
  },
} as const;
