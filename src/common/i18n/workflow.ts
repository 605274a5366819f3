import { workflowInstance } from './workflow-instance.ts';
import { workflowLists } from './workflow-lists.ts';
import { workflowPersonal } from './workflow-personal.ts';
import { workflowTask } from './workflow-task.ts';
import { workflowNextHandlers } from './workflow-next-handlers.ts';
import { workflowQrCodeForm } from './workflow-qrcode-form.ts';

/**
 * UI text of the workflow area (namespace `workflow`): shared labels here, each area's text in its own file under
 * a key of its own (`workflow:lists.*`, `workflow:task.*`, `workflow:inst.*`, `workflow:personal.*`). zh-CN is the spec's text, verbatim
 * where the spec gives it.
 */
export const workflow = {
  'zh-CN': {
    areaName: '流程中心',
    lists: workflowLists['zh-CN'],
    task: workflowTask['zh-CN'],
    inst: workflowInstance['zh-CN'],
    personal: workflowPersonal['zh-CN'],
    next: workflowNextHandlers['zh-CN'],
    qrForm: workflowQrCodeForm['zh-CN'],
  },
  'en-US': {
    areaName: 'Workflow centre',
    lists: workflowLists['en-US'],
    task: workflowTask['en-US'],
    inst: workflowInstance['en-US'],
    personal: workflowPersonal['en-US'],
    next: workflowNextHandlers['en-US'],
    qrForm: workflowQrCodeForm['en-US'],
  },
} as const;
