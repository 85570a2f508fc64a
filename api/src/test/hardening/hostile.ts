import fc from 'fast-check';

/** Texts an attacker or a clumsy client sends: injections, control characters, odd Unicode, sizes. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '   \t\n ',
  '\u0000',
  'nougat\u0000noir',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(30); --',
  '" OR ""="',
  "\\'; COPY users TO '/tmp/x'; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg onload=alert(1)>',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%',
  '%zz',
  '\u202eevil\u202c',
  '\ud800',
  '\udfff\ud800',
  '🍯🌰🐝'.repeat(20),
  'e\u0301'.repeat(50),
  'Ω≈ç√∫˜µ≤≥÷',
  'ﷺ'.repeat(30),
  '\r\nSet-Cookie: x=1',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  'x'.repeat(256),
  'é'.repeat(5_000),
  'a'.repeat(70_000),
];

/** Numbers around every bound the schemas know: sign, fractions, int32, safe integers, floats. */
export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1.5,
  -1.5,
  0.1 + 0.2,
  999,
  1000,
  1e6,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
  1e308,
  -1e308,
  1e-7,
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

export const hostileNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Any JSON value a field should not hold: the wrong type, a container, a query-operator object. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], { $gt: '' }, { toString: 1 }, [[[[[]]]]]) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys a client has no business sending: prices, ownership, statuses, prototype pollution. */
export const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'user_id',
  'userId',
  'price',
  'unit_price',
  'total_price',
  'amount_total',
  'amount_products',
  'discount',
  'points',
  'status',
  'is_admin',
  'role',
  'email',
];

/** A raw body sent as is: broken JSON, tricky but valid JSON, and encodings JSON does not allow. */
const RAW_JSON_BODIES: (string | Buffer)[] = [
  '{',
  '{"basketId":}',
  "{'basketId':'x'}",
  '{"a":1,}',
  '{"a":1}{"b":2}',
  'NaN',
  '[1,2',
  '\uFEFF{}',
  '{"a":1 /* comment */}',
  '{"__proto__":{"polluted":true},"basketId":"x"}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"qty":1e400,"item_id":1}',
  '{"item_id":1,"item_id":2,"qty":1}',
  '"\\ud800"',
  'null',
  'true',
  '12',
  '"chaîne"',
  '[]',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`,
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
  Buffer.from('{"a":"\u0000"}', 'utf16le'),
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----nougat',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/jsonx',
  'application/vnd.api+json',
  ';;;',
  `application/json; boundary=${'x'.repeat(2_000)}`,
];

export type RawBody = { payload: string | Buffer; contentType: string | undefined };

/** Bodies that never reach a handler as an object: each must be refused by the parser with a 4xx. */
export const rawBody: fc.Arbitrary<RawBody> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ payload: fc.constantFrom(...RAW_JSON_BODIES), contentType: fc.constant('application/json') }) },
  {
    weight: 3,
    arbitrary: fc.record({
      payload: fc.constantFrom('{"basketId":"x"}', 'basketId=x&qty=1', '<basket/>', ''),
      contentType: fc.constantFrom(...CONTENT_TYPES, undefined),
    }),
  },
  { weight: 1, arbitrary: fc.record({ payload: fc.string({ unit: 'binary', maxLength: 200 }), contentType: fc.constant('application/json') }) },
);

/** One body over the 1 MB limit and one just under it: the limit answers, memory does not explode. */
export const HUGE_BODIES: RawBody[] = [
  { payload: JSON.stringify({ search: 'n'.repeat(1_100_000) }), contentType: 'application/json' },
  { payload: JSON.stringify({ basketId: 'x', list: Array.from({ length: 60_000 }, (_, i) => i) }), contentType: 'application/json' },
];

export const hostileLanguage = fc.oneof(
  fc.constantFrom('fr', 'en', 'en-GB,en;q=0.9', 'de', '*', 'en;q=abc', 'fr;q=-1, en;q=2', ';;;,,,', 'x'.repeat(4_000), ''),
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
);

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Percent-encodes any text, a lone surrogate included (as the replacement character a browser would send). */
export const encodeText = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'));

/** Query strings the calls do not read but must survive: pollution, repeats, bad escapes, length. */
export const hostileQuery = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '?lang=en',
      '?lang=zz',
      '?__proto__[polluted]=1',
      '?constructor[prototype][polluted]=1',
      '?a[]=1&a[]=2&a=3',
      '?%zz=%E0%A4%A',
      '?search=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '?x=%00',
      `?${'a=1&'.repeat(2_000)}`,
      `?q=${'%F0%9F%8D%AF'.repeat(200)}`,
    ),
  },
  { weight: 1, arbitrary: hostileString.map((s) => `?q=${encodeText(s)}`) },
);

/** A path segment an attacker types by hand: encoded or not, traversal, bad escapes, long. */
export const hostileSegment = fc.oneof(
  { weight: 3, arbitrary: hostileString.filter((s) => s.length > 0 && s.length < 2_000).map(encodeText) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      '%E0%A4%A',
      '%00',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '..%2F..%2F',
      '%C0%AE%C0%AE',
      'a'.repeat(150),
      '0',
      '-1',
      '1.5',
      'NaN',
    ),
  },
);

/** Header values a client may send (HTTP allows no line breaks): empty, long, odd, injection-shaped. */
export const hostileHeader = fc.oneof(
  fc.constantFrom('', ' ', 'x'.repeat(300), "' OR '1'='1", '<script>', '%00', 'null', 'A'.repeat(43)),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
);
