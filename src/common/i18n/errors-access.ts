/** Reply messages of the server-side access checks (method authorisations, role menus, serial numbers, adding records). */
export const accessErrors = {
  'zh-CN': {
    methodForbidden: '您没有“{{name}}”的权限',
    roleMenuForbidden: '只能查看自己所属角色的菜单',
    serialForbidden: '您无权使用流水号“{{alias}}”：没有可用的表单使用该流水号',
    addForbidden: '您无权新增此类数据',
  },
  'en-US': {
    methodForbidden: 'You do not have the permission "{{name}}"',
    roleMenuForbidden: 'You can only view the menus of roles you hold',
    serialForbidden: 'You may not take numbers of the serial "{{alias}}": no form you may use declares it',
    addForbidden: 'You may not add records of this kind',
  },
} as const;
