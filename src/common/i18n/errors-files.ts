/** Reply messages of file preview and the bulk upload screens. */
export const fileErrors = {
  'zh-CN': {
    archiveUnreadable: '无法读取压缩包，文件可能已损坏',
    officeConverterMissing: '服务器未安装 LibreOffice（soffice），无法在线预览 Office 文档，请下载后查看',
    officeConvertFailed: '该文档无法转换为 PDF，请下载后查看',
    bulkPatentNotFound: '未找到公开（公告）号或申请号为“{{number}}”的专利，请以其命名文件（如 CN101234567A.pdf）',
    bulkNotPdf: '专利全文只能是 PDF 文件',
  },
  'en-US': {
    archiveUnreadable: 'The archive cannot be read; the file may be damaged',
    officeConverterMissing: 'LibreOffice (soffice) is not installed on the server, so Office documents cannot be previewed online; please download the file',
    officeConvertFailed: 'This document cannot be converted to PDF; please download the file',
    bulkPatentNotFound: 'No patent has the publication or application number "{{number}}"; name the file after it (e.g. CN101234567A.pdf)',
    bulkNotPdf: 'A patent full text must be a PDF file',
  },
} as const;
