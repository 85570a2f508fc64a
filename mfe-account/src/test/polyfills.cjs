// jsdom has no TextEncoder, which react-router 7 needs when it loads.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
