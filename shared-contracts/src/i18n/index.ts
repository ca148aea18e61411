export * from './languages.js';
export * from './message.js';
export * from './texts.js';
export * from './catalogue.js';
export * from './format.js';
