export * from './validate.js';
