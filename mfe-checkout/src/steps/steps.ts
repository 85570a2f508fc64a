import { ROUTES } from '@nougaterie/contracts';

/** The six checkout steps, in order; their page ids are those of ROUTES (contracts). */
export const STEPS = ['basket', 'information', 'delivery', 'payment', 'summary', 'confirmation'] as const;
export type StepKey = (typeof STEPS)[number];

/** A step's address, read from the route table so the two cannot drift (optional params dropped). */
export function stepPath(step: StepKey): string {
  const route = ROUTES.find((r) => r.owner === 'checkout' && r.page === step);
  if (!route) throw new Error(`checkout step ${step} has no route in contracts`);
  return route.path.replace(/\/:[^/]+\?$/, '');
}

export const BASKET_PATH = stepPath('basket');

/** A sign page (mfe-account) that brings the shopper back to `back` once done, through its `redirect` query. */
export function signPath(page: 'login' | 'register', back: string): string {
  return `/sign/${page}?${new URLSearchParams({ redirect: back }).toString()}`;
}
