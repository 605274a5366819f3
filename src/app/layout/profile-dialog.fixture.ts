import type { UserDetail } from '../api/types.ts';

/** A user detail shaped like getDetailByAccountOrId's reply; shared by stories and tests. */
export const userDetailFixture: UserDetail = {
  user: {
    id: 7,
    fullname: '张三',
    account: 'staff1',
    mobile: '13800138000',
    email: 'zhangsan@example.edu.cn',
    sex: 'male',
    status: 1,
    address: '北京市海淀区学院路 1 号',
    photo: null,
    version: 3,
  },
  roleList: [
    { id: 1, code: 'IPgly', name: '知识产权管理员' },
    { id: 2, code: 'staff', name: '普通用户' },
  ],
  postList: [
    { postId: 11, postName: '科研秘书', pathName: '示例大学/科研院/科研秘书' },
    { postId: 12, postName: '教师', pathName: '示例大学/材料学院/教师' },
  ],
  orgList: [
    { orgId: 21, orgName: '科研院', pathName: '示例大学/科研院' },
    { orgId: 22, orgName: '材料学院', pathName: '示例大学/材料学院' },
  ],
};
