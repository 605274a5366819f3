/** Choosing who handles the next step (start page, agree dialog): `workflow:next.*`. */
export const workflowNextHandlers = {
  'zh-CN': {
    title: '选择下一步处理人',
    section: '下一步处理人',
    required: '必选',
    optionalHint: '不选则由 {{names}} 处理',
    choose: '选择处理人',
    chooseFor: '请为节点 {{node}} 选择处理人',
    loading: '正在读取下一步节点…',
    cannot: '无法提交：{{message}}',
    start: '启动',
    separator: '、',
  },
  'en-US': {
    title: 'Choose who handles the next step',
    section: 'Next handlers',
    required: 'Required',
    optionalHint: 'If nobody is chosen: {{names}}',
    choose: 'Choose handlers',
    chooseFor: 'Choose who handles node {{node}}',
    loading: 'Reading the next steps…',
    cannot: 'Cannot submit: {{message}}',
    start: 'Start',
    separator: ', ',
  },
} as const;
