import { adminOrdersQuerySchema, type AdminOrdersQuery } from '@nougaterie/contracts/admin';
import { PATHS } from '../common/paths.js';

const KEYS = ['status', 'payment', 'delivery', 'from', 'to', 'q', 'page'] as const;

/**
 * The list's filters live in the address (a link from the dashboard, the back button, a page
 * shared with a colleague): read as the api reads them, anything it would refuse left out.
 */
export function queryFromSearch(search: URLSearchParams): AdminOrdersQuery {
  const query: Record<string, string> = {};
  for (const key of KEYS) {
    const value = search.get(key)?.trim();
    if (!value) continue;
    const one = adminOrdersQuerySchema.safeParse({ [key]: value });
    if (one.success) query[key] = value;
  }
  return query;
}

export function searchFromQuery(query: AdminOrdersQuery): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const ordersLink = (query: AdminOrdersQuery) => `${PATHS.orders}${searchFromQuery(query)}`;
