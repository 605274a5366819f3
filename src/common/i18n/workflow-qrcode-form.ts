/** The QR code form page (/QRCodeForm/{templateKey}/{action}): `workflow:qrForm.*`. */
export const workflowQrCodeForm = {
  'zh-CN': {
    title: { add: '扫码填写', edit: '扫码编辑', get: '扫码查看' },
    print: '打印',
    scan: '扫描二维码打开此表单',
    loading: '正在加载表单…',
    loadFailed: '表单加载失败：{{message}}',
  },
  'en-US': {
    title: { add: 'Fill in by QR code', edit: 'Edit by QR code', get: 'View by QR code' },
    print: 'Print',
    scan: 'Scan the QR code to open this form',
    loading: 'Loading the form…',
    loadFailed: 'The form could not be loaded: {{message}}',
  },
} as const;
