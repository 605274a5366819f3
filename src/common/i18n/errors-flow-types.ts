/** Reply messages of flow-category administration (流程分类). */
export const flowTypeErrors = {
  'zh-CN': {
    flowTypeNotFound: '流程分类不存在',
    flowTypeNameBlank: '分类名称不能为空',
    flowTypeNameTaken: '分类名称“{{name}}”已存在',
    flowTypeKeyTaken: '分类标识“{{key}}”已存在',
    flowTypeInUse: '分类“{{name}}”下还有 {{count}} 个流程，请先将它们移到其他分类后再删除',
    flowTypeListChanged: '流程分类已被他人修改，请刷新后重新排序',
    flowTypeChanged: '该流程分类已被他人修改，请刷新后重试',
    flowTypeSorted: '排序已保存',
    flowTypeAssigned: '流程分类已更新',
  },
  'en-US': {
    flowTypeNotFound: 'The flow category does not exist',
    flowTypeNameBlank: 'The category name cannot be blank',
    flowTypeNameTaken: 'A category named "{{name}}" already exists',
    flowTypeKeyTaken: 'A category with the key "{{key}}" already exists',
    flowTypeInUse: 'Category "{{name}}" still holds {{count}} flow(s); move them to another category before deleting it',
    flowTypeListChanged: 'Someone else changed the flow categories; refresh and sort again',
    flowTypeChanged: 'Someone else changed this flow category; refresh and try again',
    flowTypeSorted: 'Order saved',
    flowTypeAssigned: 'Flow category updated',
  },
} as const;
