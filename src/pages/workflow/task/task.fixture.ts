import type { TaskDetail } from '../../../app/api/workflow-task.ts';

const name = (alias: string, zh: string) => ({ alias, name: zh });

/** The leader's task on patentApply as GET /runtime/task/v1/get answers it (no form, so tests need no definitions). */
export function taskFixture(over: Partial<TaskDetail['task']> = {}, rest: Partial<Omit<TaskDetail, 'task'>> = {}): TaskDetail {
  return {
    task: {
      id: '41', name: '学院领导审批', nodeId: 'leaderApprove', subject: '一种锂电池专利申请', status: 'NORMAL', statusName: '待办', procInstId: '9',
      defKey: 'patentApply', defName: '专利申请审批', creator: '张伟', assigneeId: '3', ownerId: null, parentTaskId: null, identityList: [],
      createTime: '2026-11-20T02:00:00.000Z', dueTime: null, closed: false, locked: false, lockedBy: null, suspended: false, draftOpinion: null,
      ...over,
    },
    instance: { status: 'running', businessKey: null },
    data: { title: '锂电池' },
    dataRev: 'rev-1',
    form: null,
    boAlias: null,
    fieldRights: {},
    buttons: [
      name('agree', '同意'), name('oppose', '反对'), name('reject', '驳回'), name('backToStart', '驳回到发起人'), name('addSign', '加签'),
      name('inqu', '征询'), name('commu', '沟通'), name('delegate', '转办'), name('copyTo', '抄送'), name('flowImage', '流程图'),
      name('approvalHistory', '审批历史'), name('print', '打印'), name('startTrans', '流转'), name('saveDraft', '保存'), name('lockUnlock', '锁定/解锁'),
      name('endProcess', '结束流程'), name('hangUp', '挂起'), name('cancelHangUp', '取消挂起'),
    ],
    isAddSign: false,
    isNodeIdOne: false,
    leaders: [],
    ...rest,
  };
}
