/** 公告管理's state column (dictionary bulletinState): a bulletin users see, or one not (yet, or any more) published. */
export const BULLETIN_STATES = {
  published: { 'zh-CN': '已发布', 'en-US': 'Published' },
  unpublished: { 'zh-CN': '未发布', 'en-US': 'Not published' },
} as const;
