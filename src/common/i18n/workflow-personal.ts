/** UI text: Personal office pages (v-personal): approval phrases, agents, secretaries, deputies, frequent flows. zh-CN is the spec's text, verbatim where the spec gives it. */
export const workflowPersonal = {
  'zh-CN': {
  },
  'en-US': {
  },
} as const;
