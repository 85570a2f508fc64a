// jsdom leaves out TextEncoder/TextDecoder, which react-router 7 reads when it loads.
const util = require('node:util');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });
