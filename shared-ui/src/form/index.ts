// The forms' pieces, apart from the package's main entry (as ./payment): react-final-form comes
// with them, and only the pages with such a form bundle them.
export * from './TextField.js';
export * from './validators.js';
export * from './apiRefusal.js';
export * from './useSubmitOnce.js';
