// jsdom leaves out TextEncoder/TextDecoder, which react-router 7 reads when it loads. Belongs in
// tooling/jest.setup-dom.cjs; until it is there, front ends that render a router list it in setupFiles.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
