import { FIRM } from '@nougaterie/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.js';

describe('SHOP_IDENTITY_FILE', () => {
  let dir: string;
  const file = (content: string) => {
    const name = path.join(dir, 'shop.json');
    writeFileSync(name, content);
    return name;
  };
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-identity-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is read at start, with NODE_ENV; none by default', () => {
    expect(loadConfig({})).toMatchObject({ production: false, shopIdentity: undefined });
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    const config = loadConfig({
      SHOP_IDENTITY_FILE: file(JSON.stringify({ siret: '812 345 676 00017', bank: { iban: 'FR76 3000 6000 0112 3456 7890 189' } })),
    });
    expect(config.shopIdentity).toEqual({ siret: '812 345 676 00017', bank: { iban: 'FR76 3000 6000 0112 3456 7890 189' } });
  });

  it('stops the start on a file unreadable, unknown fields or a wrong number', () => {
    expect(() => loadConfig({ SHOP_IDENTITY_FILE: path.join(dir, 'missing.json') })).toThrow(/not a readable JSON file/);
    expect(() => loadConfig({ SHOP_IDENTITY_FILE: file('{"siret": ') })).toThrow(/not a readable JSON file/);
    expect(() => loadConfig({ SHOP_IDENTITY_FILE: file('[]') })).toThrow(/a JSON object/);
    expect(() => loadConfig({ SHOP_IDENTITY_FILE: file('{"sirett": "1"}') })).toThrow(/unknown fields sirett/);
    expect(() => loadConfig({ SHOP_IDENTITY_FILE: file('{"siret": "812 345 676 00018"}') })).toThrow(/siret: siret/);
    expect(() => loadConfig({ SHOP_IDENTITY_FILE: file('{"vat": "FR 44 732829320", "siret": "812 345 676 00017"}') })).toThrow(/vat: vat_siren/);
    expect(() => loadConfig({ SHOP_IDENTITY_FILE: file('{"name": 12}') })).toThrow(/name:/);
    expect(() => loadConfig({ SHOP_IDENTITY_FILE: file(JSON.stringify({ legalName: FIRM.legalName })) })).not.toThrow();
  });
});
