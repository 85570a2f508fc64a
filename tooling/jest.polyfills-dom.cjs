// jsdom leaves out TextEncoder/TextDecoder, which react-router 7 reads when it loads.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
