import type { Static } from '@sinclair/typebox';
import type * as Auth from '../../common/api/auth.ts';
import type * as System from '../../common/api/system.ts';
import type * as Tenants from '../../common/api/tenants.ts';

/**
 * Reply and body shapes of docs/foundation-api.md as the client sees them, derived from the route schemas in
 * src/common/api (type-only imports: no TypeBox code reaches the bundle).
 */

export type Envelope = Static<typeof Auth.Envelope>;
export type Failure = Static<typeof Auth.Failure>;
export type LoginReply = Static<typeof Auth.LoginReply>;
export type CurrentUser = Static<typeof Auth.CurrentUser>;
export type SwitchPostReply = Static<typeof Auth.SwitchPostReply>;
export type PasswordStrategyReply = Static<typeof Auth.PasswordStrategyReply>;
export type ChangePasswordBody = Static<typeof Auth.ChangePasswordBody>;
export type UserDetail = Static<typeof Auth.UserDetail>;
export type UpdateProfileBody = Static<typeof Auth.UpdateProfileBody>;
export type UpdateProfileReply = Static<typeof Auth.UpdateProfileReply>;

export type TenantInfo = Static<typeof Tenants.TenantInfo>;
export type TenantBackground = Static<typeof Tenants.TenantBackground>;

export type MenuItem = Static<typeof System.MenuItem>;
export type MethodAuth = Static<typeof System.MethodAuth>;
export type SysSetting = Static<typeof System.SysSetting>;
export type SysSettingValue = Static<typeof System.SysSettingValue>;
