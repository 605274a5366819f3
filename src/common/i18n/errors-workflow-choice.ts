/** Reply messages of choosing the next handlers (nodeUsers) and of the "what's possible" answers. */
export const workflowChoiceErrors = {
  'zh-CN': {
    bpmChosenNotAllowed: '节点 {{node}} 不能选择这些处理人：只能从该节点的候选人中选择',
    bpmChooseHandler: '请为节点 {{node}} 选择处理人',
    bpmNodeUsersUnknownNode: '流程中没有可选择处理人的节点：{{node}}',
    bpmChosenVisitor: '游客不能作为处理人：{{id}}',
  },
  'en-US': {
    bpmChosenNotAllowed: 'These users cannot handle node {{node}}: choose among the node\'s candidates',
    bpmChooseHandler: 'Choose who handles node {{node}}',
    bpmNodeUsersUnknownNode: 'The flow has no user task {{node}} to choose handlers for',
    bpmChosenVisitor: 'A guest cannot handle a task: {{id}}',
  },
} as const;
