// The payment step's pieces, apart from the package's main entry: react-final-form comes with them,
// and only the pages taking a payment (the checkout's, the tours') bundle them.
export * from './CardFields.js';
export * from './PaymentMethods.js';
