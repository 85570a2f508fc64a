import { FIRM, type Firm } from '@nougaterie/contracts';
import { firmSchema, shopIdentityProblems } from '@nougaterie/contracts/admin';
import { readFileSync } from 'node:fs';
import { z } from 'zod/mini';
import { withConfigured } from './store.js';

/**
 * The shop's identity from the JSON file named by SHOP_IDENTITY_FILE: any fields of contracts'
 * Firm ({"legalName": "...", "siret": "...", "bank": {"iban": "..."}}), the others kept from the
 * demonstration firm. Read at start; a file that cannot be read or holds a wrong value stops the
 * start with the reason (the api would otherwise print it on invoices).
 */
export function readShopIdentityFile(file: string): Partial<Firm> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`SHOP_IDENTITY_FILE (${file}): not a readable JSON file (${(error as Error).message})`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`SHOP_IDENTITY_FILE (${file}): a JSON object of the shop's identity is expected`);
  const unknown = Object.keys(parsed).filter((key) => !(key in FIRM));
  if (unknown.length) throw new Error(`SHOP_IDENTITY_FILE (${file}): unknown fields ${unknown.join(', ')} (known: ${Object.keys(FIRM).join(', ')})`);
  const configured = parsed as Partial<Firm>;
  const merged = withConfigured(FIRM, configured);
  const shape = z.safeParse(firmSchema, merged);
  if (!shape.success) {
    throw new Error(`SHOP_IDENTITY_FILE (${file}): ${shape.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  const problems = shopIdentityProblems(merged);
  if (problems.length) {
    throw new Error(`SHOP_IDENTITY_FILE (${file}): ${problems.map(({ field, problem }) => `${field}: ${problem}`).join('; ')}`);
  }
  return configured;
}
