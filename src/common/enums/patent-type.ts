/** Patent types (patent-library.md section 4). `invent` reads "invention application" on the detail page. */
export const PATENT_TYPES = {
  invent: { 'zh-CN': '发明专利', 'en-US': 'Invention patent', detail: { 'zh-CN': '发明申请', 'en-US': 'Invention application' } },
  newKind: { 'zh-CN': '实用新型', 'en-US': 'Utility model' },
  exterior: { 'zh-CN': '外观设计', 'en-US': 'Design' },
  inventSQ: { 'zh-CN': '发明授权', 'en-US': 'Invention grant' },
  other: { 'zh-CN': '其他', 'en-US': 'Other' },
} as const;

export type PatentType = keyof typeof PATENT_TYPES;
