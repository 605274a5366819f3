/**
 * Reply shapes of docs/foundation-api.md as the client sees them. The client may not import src/server;
 * once the server's TypeBox schemas move to src/common these should be derived from them.
 */

export interface Envelope<T = unknown> {
  state: boolean;
  message: string;
  value?: T;
  code?: string;
}

export interface LoginReply {
  token: string;
  refreshToken: string;
  username: string;
  account: string;
  userId: string;
  /** Access token lifetime, seconds. */
  expiration: number;
  /** 1 ok, 0 the password must be reset. */
  loginStatus: number;
  overTime?: number;
  isVisitor?: boolean;
  userAttrs: { tenantId: string | number; tenantCode?: string; roles?: string[] };
}

export interface FileRef {
  id: string;
  name?: string;
}

export interface Tenant {
  id: string | number;
  code: string;
  name: string;
  nameEn?: string;
  nameFront?: string;
  typeCode?: string;
  ico?: FileRef[];
  frontLogo?: FileRef[];
  logoUrl?: string | null;
}

export interface Post {
  postId: string;
  postName: string;
  postCode?: string;
  orgId?: string;
  orgName?: string;
  orgCode?: string;
  isMaster?: boolean | number;
}

export interface Org {
  orgId: string;
  orgName: string;
  orgCode?: string;
  isMaster?: boolean | number;
}

export interface CurrentUser {
  userId: string;
  account: string;
  username: string;
  tenantId: string | number;
  tenantCode: string;
  tenantName?: string;
  tenantType?: string;
  isVisitor?: boolean;
  roles: string[];
  posts: Post[];
  currentPostId?: string | null;
  orgs: Org[];
  overTime?: number;
}

export interface PasswordStrategyReply {
  enable: boolean;
  pwdRule: 1 | 2 | 3 | 4;
  pwdLength: number;
}

export interface UserDetail {
  user: {
    id: string;
    fullname: string;
    account: string;
    mobile?: string | null;
    email?: string | null;
    sex?: string | null;
    status?: number;
    address?: string | null;
    photo?: string | null;
    version?: number;
  };
  roleList: { id: string; code: string; name: string }[];
  postList: { postId: string; postName: string; pathName?: string }[];
  orgList: { orgId: string; orgName: string; pathName?: string }[];
}

export interface ProfileUpdate {
  fullname: string;
  email: string;
  mobile: string;
  sex?: string | null;
  address?: string | null;
  version?: number;
}

export interface MenuItem {
  id: number | string;
  name: string;
  alias?: string;
  code?: string;
  href?: string | null;
  menuUrl?: string | null;
  menuIcon?: string | null;
  path?: string | null;
  sn?: number;
  hidden?: boolean | number;
  inDevelopment?: boolean;
  children?: MenuItem[];
}

export interface MethodAuth {
  allMethod: string[];
  curUserMethod: string[];
}

export interface SysSetting {
  alias: string;
  value: {
    platformTitle?: string;
    platformTitleEn?: string;
    frontLogo?: FileRef[] | string;
    overTime?: number;
    hideWorkbenchRoles?: string[];
    hideTodoTenants?: string[];
  };
}
