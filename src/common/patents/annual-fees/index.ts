export * from './plain-date.ts';
export * from './working-days.ts';
export * from './fee-schedule.ts';
export * from './grace.ts';
export * from './annual-fee-schedule.ts';
export * from './budget.ts';
export * from './china-holidays.ts';
export * from './keep-status.ts';
