export * from './money';
export * from './loan-terms';
