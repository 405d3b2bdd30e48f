export * from './languages';
export * from './envelope';
export * from './account';
export * from './wallet';
export * from './admin-config';
export * from './admin-review';
export * from './image';
export * from './mobile-site';
