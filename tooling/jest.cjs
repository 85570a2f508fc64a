// Shared jest settings: TypeScript through @swc/jest, workspace packages read from source.
const path = require('node:path');
const root = path.resolve(__dirname, '..');

function jestConfig({ dir, environment = 'jsdom', displayName }) {
  return {
    displayName: displayName || path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@nougaterie/contracts$': path.join(root, 'shared-contracts/src/index.ts'),
      '^@nougaterie/contracts/admin$': path.join(root, 'shared-contracts/src/admin/index.ts'),
      '^@nougaterie/contracts/legal$': path.join(root, 'shared-contracts/src/legal/index.ts'),
      '^@nougaterie/contracts/rules$': path.join(root, 'shared-contracts/src/rules/index.ts'),
      '^@nougaterie/ui$': path.join(root, 'shared-ui/src/index.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.(png|jpe?g|svg|webp|woff2?)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest.polyfills-dom.cjs')] : [],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
    // Two cores shared by parallel suites: form tests that type key by key need more than 5 s.
    testTimeout: 15000,
  };
}

module.exports = { jestConfig };
