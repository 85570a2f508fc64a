import path from 'node:path';
import { packageRoot } from '../paths.js';
import { readShopIdentityFile } from './config.js';

/**
 * docker-compose.yml names config/shop-identity.json (SHOP_IDENTITY_FILE), copied from the
 * example beside it. The example as it is must not start a shop: every "À remplir" field is
 * refused with its name, so a copy left unfilled stops the api rather than printing it on invoices.
 */
describe('config/shop-identity.example.json', () => {
  const example = path.join(packageRoot, '..', 'config', 'shop-identity.example.json');

  it('names only fields the api knows, and is refused until filled in, naming what to fill', () => {
    let refusal = '';
    try {
      readShopIdentityFile(example);
    } catch (error) {
      refusal = (error as Error).message;
    }
    expect(refusal).not.toMatch(/unknown fields|not a readable JSON file/);
    expect(refusal).toMatch(/^SHOP_IDENTITY_FILE \(.+shop-identity.example.json\): /);
    for (const field of ['zipcode', 'phone', 'siret', 'vat']) expect(refusal).toContain(`${field}: `);
  });
});
