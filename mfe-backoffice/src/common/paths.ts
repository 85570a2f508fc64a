import { STAFF_PATH } from '@nougaterie/contracts';

/** The back office's addresses, under the shell's /gestion/* (French, like the shop's). */
export const PATHS = {
  home: STAFF_PATH,
  signIn: `${STAFF_PATH}/connexion`,
  orders: `${STAFF_PATH}/commandes`,
  order: (reference: string) => `${STAFF_PATH}/commandes/${encodeURIComponent(reference)}`,
  slip: (reference: string) => `${STAFF_PATH}/commandes/${encodeURIComponent(reference)}/bordereau`,
  slips: `${STAFF_PATH}/bordereaux`,
  stock: `${STAFF_PATH}/stock`,
  products: `${STAFF_PATH}/produits`,
  newProduct: `${STAFF_PATH}/produits/nouveau`,
  product: (id: number) => `${STAFF_PATH}/produits/${id}`,
  customers: `${STAFF_PATH}/clients`,
  customer: (id: number) => `${STAFF_PATH}/clients/${id}`,
  codes: `${STAFF_PATH}/codes`,
  newCode: `${STAFF_PATH}/codes/nouveau`,
  code: (id: number) => `${STAFF_PATH}/codes/${id}`,
  inbox: `${STAFF_PATH}/messages`,
  inboxMessage: (kind: string, id: number) => `${STAFF_PATH}/messages/${encodeURIComponent(kind)}/${id}`,
  team: `${STAFF_PATH}/equipe`,
  audit: `${STAFF_PATH}/journal`,
  settings: `${STAFF_PATH}/reglages`,
  categories: `${STAFF_PATH}/categories`,
  tours: `${STAFF_PATH}/visites`,
  tour: (id: number) => `${STAFF_PATH}/visites/${id}`,
  tourDay: (day: string) => `${STAFF_PATH}/visites/jour/${encodeURIComponent(day)}`,
} as const;
