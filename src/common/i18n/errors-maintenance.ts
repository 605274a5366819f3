/** Reply messages of annual-fee maintenance (modules/maintenance). */
export const maintenanceErrors = {
  'zh-CN': {
    keepNotFound: '该年费记录不存在',
    keepForbidden: '只有知识产权管理员可以办理年费维护',
    keepMoveRefused: '当前状态为“{{from}}”，不能{{action}}',
    keepStale: '该年费的维护状态已被他人修改，请刷新后重试',
    keepRestoreExpired: '恢复权利的期限已于 {{date}} 届满，不能再请求恢复',
    keepPaidDateFuture: '缴费日期不能晚于今天',
    keepPaidDateEarly: '缴费日期不能早于授权日',
    keepPaidAmount: '应缴金额为 {{total}} 元（年费 {{fee}} 元，滞纳金 {{surcharge}} 元，恢复费 {{restoration}} 元），与填写的 {{amount}} 元不符',
    keepPaidTooLate: '该年费的恢复期限已过，不能再登记缴费',
    keepReceiptRequired: '请填写收据号或上传缴费收据',
    keepReceiptFile: '缴费收据文件不存在',
    holidayForbidden: '只有系统管理员可以修改节假日',
    holidayDate: '日期格式应为 yyyy-mm-dd',
    keepConsultMessage: '{{sender}} 请您对专利“{{name}}”（{{applicationNo}}）第 {{year}} 年年费是否继续缴纳提出意见，缴费期限 {{dueDate}}',
    keepReminderMessage: '专利“{{name}}”（{{applicationNo}}）第 {{year}} 年年费 {{amount}} 元将于 {{dueDate}} 到期，请决定是否维持并缴费',
    keepGraceMessage: '专利“{{name}}”（{{applicationNo}}）第 {{year}} 年年费已过缴费期限，宽限期至 {{graceEnd}}，逾期缴纳需加收滞纳金',
    keepDecided: '维护决定已保存',
    keepPaidRecorded: '缴费已登记',
  },
  'en-US': {
    keepNotFound: 'This annual fee does not exist',
    keepForbidden: 'Only IP administrators handle annual-fee maintenance',
    keepMoveRefused: 'The fee is "{{from}}": it cannot {{action}}',
    keepStale: 'Someone else changed this fee\'s maintenance state; refresh and try again',
    keepRestoreExpired: 'The time to request restoration ended on {{date}}',
    keepPaidDateFuture: 'The payment date cannot be later than today',
    keepPaidDateEarly: 'The payment date cannot be before the grant',
    keepPaidAmount: 'The amount due is {{total}} CNY (fee {{fee}}, surcharge {{surcharge}}, restoration {{restoration}}), not {{amount}}',
    keepPaidTooLate: 'The restoration period of this fee has ended: no payment can be recorded',
    keepReceiptRequired: 'Enter the receipt number or upload the receipt',
    keepReceiptFile: 'The receipt file does not exist',
    holidayForbidden: 'Only system administrators change the holiday calendar',
    holidayDate: 'The date must be yyyy-mm-dd',
    keepConsultMessage: '{{sender}} asks your opinion on keeping "{{name}}" ({{applicationNo}}): the year {{year}} annual fee is due on {{dueDate}}',
    keepReminderMessage: 'The year {{year}} annual fee of "{{name}}" ({{applicationNo}}), {{amount}} CNY, is due on {{dueDate}}: decide whether to keep it and pay',
    keepGraceMessage: 'The year {{year}} annual fee of "{{name}}" ({{applicationNo}}) is overdue: the grace period with surcharge runs to {{graceEnd}}',
    keepDecided: 'Maintenance decision saved',
    keepPaidRecorded: 'Payment recorded',
  },
} as const;

/** How a refused move reads inside keepMoveRefused. */
export const KEEP_ACTION_PHRASES = {
  'zh-CN': { consult: '征求发明人意见', keep: '决定维持', abandon: '决定放弃', pay: '登记缴费', lapse: '终止', restore: '请求恢复' },
  'en-US': { consult: 'consult the inventors', keep: 'be kept', abandon: 'be abandoned', pay: 'be recorded as paid', lapse: 'lapse', restore: 'be restored' },
} as const;
