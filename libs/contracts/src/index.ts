export * from './languages';
export * from './envelope';
export * from './account';
