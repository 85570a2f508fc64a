// The payment pieces (ways to pay, a transfer's details, the hosted page's return), apart from the package's main
// entry, which every page loads as one shared module: react-final-form comes with them, and only
// the pages taking or explaining a payment (the checkout's, the tours') bundle them.
export * from './PaymentMethods.js';
export * from './BankAccountRows.js';
export * from './useHostedSession.js';
export * from './leaveFor.js';
