// The matchers are installed by tooling/jest.setup-dom.cjs; this brings their types to tsc.
import '@testing-library/jest-dom';
