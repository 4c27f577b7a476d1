export * from './api.ts';
export * from './countries.ts';
export * from './errors.ts';
export * from './library.ts';
export * from './limits.ts';
export * from './locales.ts';
export * from './plans.ts';
export * from './validation.ts';
