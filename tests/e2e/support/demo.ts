/** Demo data every fresh server seeds (shared/spec/api-conventions.md, "Demo data"). */
export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_TENANTS = ['univ', 'corp', 'inst'] as const;
export const DEMO_ACCOUNTS = ['admin', 'ipadmin', 'leader', 'staff1', 'staff2', 'agent', 'guest1'] as const;
export const VISITOR_ACCOUNT = 'visitor';
