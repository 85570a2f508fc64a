require('@testing-library/jest-dom');

// findBy*/waitFor wait up to 5 s instead of Testing Library's 1 s. A page's first render loads its
// lazy chunks and its texts; on a busy two-core machine (CI, or helpers' builds beside the tests)
// that took more than a second once (ProductPage's first test read "Chargement…"). A test that
// passes still passes as fast; one that waits for something that never comes fails as before,
// later, within jest's 15 s per test.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
