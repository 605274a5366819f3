import type { ErrorObject } from 'ajv';
import localizeZh from 'ajv-i18n/localize/zh/index.js';
import type { Language } from '../i18n/languages.ts';

const KIND_NAMES_ZH: Record<string, string> = {
  template: '数据模板', form: '表单', bo: '业务对象', query: '自定义查询', dialog: '自定义对话框', chart: '自定义图表', column: '首页栏目', layout: '首页布局', menu: '菜单',
};

/** Messages of definition problems that are not ajv's own, by language. */
const MESSAGES = {
  'zh-CN': {
    required: '缺少必填属性',
    notAllowed: '不允许出现此属性',
    oneOf: (values: string) => `必须是以下值之一：${values}`,
    notObject: '定义必须是 JSON 对象',
    noKind: (kinds: string) => `kind 必须是以下值之一：${kinds}`,
    missingReference: (kind: string, key: string) => `不存在别名为“${key}”的${KIND_NAMES_ZH[kind] ?? kind}定义`,
    keyChanged: (key: string) => `别名必须保持为“${key}”`,
    missingField: (field: string, where: string) => `字段“${field}”在${where}中不存在`,
    inBo: (alias: string) => `业务对象“${alias}”`,
    inView: (alias: string) => `数据视图“${alias}”`,
    inFormSchema: '表单的 schema.properties',
    missingView: (alias: string) => `不存在别名为“${alias}”的数据视图`,
    missingFlow: (key: string) => `不存在流程“${key}”（请先部署该流程）`,
    missingDict: (key: string) => `不存在数据字典“${key}”`,
    expressionInvalid: (detail: string) => `表达式无法编译：${detail}`,
    formOfOtherBo: (form: string, bo: string) => `表单“${form}”属于另一个业务对象“${bo}”`,
    fieldHoldsData: (field: string, count: number) => `字段“${field}”在 ${count} 条已保存的记录中有值，不能删除或改名`,
    fieldInModuleTable: (field: string) => `字段“${field}”的记录保存在业务模块自己的数据表中，不能删除或改名`,
    fieldInUse: (field: string, kind: string, key: string, pointer: string) => `字段“${field}”仍被${KIND_NAMES_ZH[kind] ?? kind}“${key}”使用（${pointer}），不能删除或改名`,
    serialRuleRequired: '流水号字段必须指定流水号规则',
    missingSerialRule: (alias: string) => `不存在流水号规则“${alias}”`,
    duplicateMenuAlias: (alias: string) => `别名“${alias}”已被本菜单的其他菜单项使用`,
  },
  'en-US': {
    required: 'is required',
    notAllowed: 'is not allowed here',
    oneOf: (values: string) => `must be one of ${values}`,
    notObject: 'must be an object',
    noKind: (kinds: string) => `must be one of ${kinds}`,
    missingReference: (kind: string, key: string) => `no ${kind} definition "${key}"`,
    keyChanged: (key: string) => `must stay "${key}"`,
    missingField: (field: string, where: string) => `field "${field}" does not exist in ${where}`,
    inBo: (alias: string) => `business object "${alias}"`,
    inView: (alias: string) => `data view "${alias}"`,
    inFormSchema: 'the form\'s schema.properties',
    missingView: (alias: string) => `no data view "${alias}"`,
    missingFlow: (key: string) => `no flow "${key}" (deploy it first)`,
    missingDict: (key: string) => `no data dictionary "${key}"`,
    expressionInvalid: (detail: string) => `the expression does not compile: ${detail}`,
    formOfOtherBo: (form: string, bo: string) => `form "${form}" belongs to another business object "${bo}"`,
    fieldHoldsData: (field: string, count: number) => `field "${field}" holds values in ${count} saved record(s): it cannot be dropped or renamed`,
    fieldInModuleTable: (field: string) => `field "${field}" is stored in a business module's own table: it cannot be dropped or renamed`,
    fieldInUse: (field: string, kind: string, key: string, pointer: string) => `field "${field}" is still used by ${kind} definition "${key}" (${pointer}): it cannot be dropped or renamed`,
    serialRuleRequired: 'a serial field needs a serial number rule',
    missingSerialRule: (alias: string) => `no serial number rule "${alias}"`,
    duplicateMenuAlias: (alias: string) => `alias "${alias}" is another entry's of this menu`,
  },
} as const;

export function problemMessages(lang: Language) {
  return MESSAGES[lang] ?? MESSAGES['en-US'];
}

/** ajv writes English; for Chinese the messages are rewritten in place (ajv-i18n). */
export function localizeAjvErrors(errors: ErrorObject[], lang: Language): ErrorObject[] {
  if (lang === 'zh-CN') (localizeZh as (e: ErrorObject[]) => void)(errors);
  return errors;
}
