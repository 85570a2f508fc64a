// The payment pieces (ways to pay, card fields, a transfer's details), apart from the package's main
// entry, which every page loads as one shared module: react-final-form comes with them, and only
// the pages taking or explaining a payment (the checkout's, the tours') bundle them.
export * from './CardFields.js';
export * from './PaymentMethods.js';
export * from './BankAccountRows.js';
