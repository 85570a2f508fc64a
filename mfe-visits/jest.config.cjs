const { jestConfig } = require('../tooling/jest.cjs');

const base = jestConfig({ dir: __dirname });

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // Jest reads styled-components' server build, which never injects createGlobalStyle: the
    // widget's tests check the styles its shadow root really gets, so they use the browser build.
    '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
  },
};
