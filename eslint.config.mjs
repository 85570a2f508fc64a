// One ESLint configuration for every package (issue #25): typescript-eslint with type information
// (each file's own tsconfig.json, found by the project service), React's hooks rules and jsx-a11y
// on the front ends, and Prettier's formatting left to Prettier (eslint-config-prettier turns the
// style rules off). `npm run lint` checks, `npm run lint -- --fix` fixes what can be fixed; npm test
// runs it and fails on any error. A rule turned off or down says why, beside it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jest from 'eslint-plugin-jest';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRONT_ENDS = ['shell', 'shared-ui', 'mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-visits', 'mfe-backoffice'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/**',
      'monolith/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // An async function without await is how a Fastify handler returns its answer (a plain one
      // must call reply.send) and how a jest or Testing Library stand-in answers a promise. What
      // matters about promises stays checked: no-floating-promises, no-misused-promises.
      '@typescript-eslint/require-await': 'off',
      // A late binding (`let store` read by a closure made before it is assigned, bootstrap.tsx)
      // stays a let: as a const, that closure would meet it in its temporal dead zone.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: FRONT_ENDS.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // rxjs and axios reach the page inside contracts' one shared copy, not shared themselves
      // (sharedSingletons in tooling/webpack.cjs): a front end importing their values would bundle
      // a second copy. Types cost nothing and stay allowed.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'rxjs', message: "Take rxjs's values from @nougaterie/contracts (the page's one copy of rxjs is inside it).", allowTypeImports: true },
            { name: 'axios', message: 'Call the api through @nougaterie/contracts (the one copy of axios is inside it).', allowTypeImports: true },
          ],
          patterns: [{ group: ['rxjs/*', 'axios/*'], message: 'rxjs and axios reach the page inside @nougaterie/contracts only.', allowTypeImports: true }],
        },
      ],
    },
  },
  {
    // jest's asymmetric matchers (expect.any, expect.objectContaining, expect.stringContaining) are
    // typed any by @jest/expect: placing one in an expected value is what they are for.
    // typescript-eslint's unbound-method cannot tell `expect(api.load).toHaveBeenCalled()`, where a
    // jest mock is passed and never called unbound, from a real slip: eslint-plugin-jest's own rule
    // does (the replacement typescript-eslint's documentation gives for test files).
    files: ['**/*.test.{ts,tsx}'],
    plugins: { jest },
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'jest/unbound-method': 'error',
    },
  },
  {
    // Tests and their stand-ins run in Node under jest and never reach a page: any copy of rxjs will do.
    files: ['**/*.test.{ts,tsx}', '**/src/testing/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Plain JavaScript (the scripts, the tooling's webpack and jest configuration): no types to read.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS files (webpack's and jest's configuration, the frame's prerender): require is their import.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
