import { messageResponseSchema } from '@nougaterie/contracts';
import { strict } from './strict.js';

describe('strict', () => {
  it('refuses a key the contract does not name, which the contract alone lets through', () => {
    const answer = { message: 'ok', password_hash: 'x' };
    expect(messageResponseSchema.parse(answer)).toEqual({ message: 'ok' });
    expect(strict(messageResponseSchema).safeParse(answer).success).toBe(false);
    expect(strict(messageResponseSchema).parse({ message: 'ok' })).toEqual({ message: 'ok' });
  });
});
