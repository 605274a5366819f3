import { describe, expect, it } from 'vitest';
import { patents } from '../../../common/i18n/patents.ts';
import { createI18n } from '../../../app/i18n/i18n.ts';
import { legalStatusLabel, patentTypeLabel } from '../../../../widgets/patents/patent-labels.ts';

describe('patents catalog and labels', () => {
  it('has the same keys in both languages', () => {
    expect(Object.keys(patents['en-US']).sort()).toEqual(Object.keys(patents['zh-CN']).sort());
  });

  it("uses the spec's Chinese text verbatim", () => {
    const zh = createI18n('zh-CN');
    expect(zh.t('patents:empty')).toBe('暂无信息');
    expect(zh.t('patents:pdfNone')).toBe('附件不存在');
    expect(zh.t('errors:rootFolderRefused')).toBe('无法对根节点选择收藏');
    expect(zh.t('errors:indexTooDeep')).toBe('不能超过三级标引节点！');
  });

  it('labels legal statuses and types in both languages, invent as an application on the detail page', () => {
    expect(legalStatusLabel('weightGiveup', 'zh-CN')).toBe('避重放弃');
    expect(legalStatusLabel('weightGiveup', 'en-US')).toBe('Abandoned to avoid duplication');
    expect(patentTypeLabel('invent', 'zh-CN')).toBe('发明专利');
    expect(patentTypeLabel('invent', 'zh-CN', 'detail')).toBe('发明申请');
    expect(patentTypeLabel('inventSQ', 'en-US', 'detail')).toBe('Invention grant');
    expect(legalStatusLabel('mystery', 'en-US')).toBe('mystery');
  });
});
