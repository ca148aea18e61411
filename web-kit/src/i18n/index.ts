export * from './language-slice';
export * from './use-texts';
