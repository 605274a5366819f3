/** Reply messages of the health endpoint (modules/health), read by operators and proxies. */
export const healthErrors = {
  'zh-CN': {
    healthDatabaseUnreachable: '数据库无法连接',
    healthDatabaseTimeout: '数据库在 {{ms}} 毫秒内没有应答',
    healthNotMigrated: '数据库尚未迁移（没有迁移记录表）',
    healthMigrationsPending: '数据库缺少 {{count}} 个迁移：{{names}}',
    healthMigrationsUnknown: '数据库含有本版本不认识的 {{count}} 个迁移（已被更新的版本迁移）：{{names}}',
  },
  'en-US': {
    healthDatabaseUnreachable: 'The database cannot be reached',
    healthDatabaseTimeout: 'The database did not answer within {{ms}} ms',
    healthNotMigrated: 'The database has not been migrated (no migration table)',
    healthMigrationsPending: 'The database lacks {{count}} migration(s): {{names}}',
    healthMigrationsUnknown: 'The database has {{count}} migration(s) this release does not know (a newer release migrated it): {{names}}',
  },
} as const;
