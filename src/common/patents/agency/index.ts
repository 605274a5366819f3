export * from './case-status.ts';
export * from './term-deadline.ts';
