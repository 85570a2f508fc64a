import type { ContactRequest, ProRequest } from '../schemas/site.js';
import { messageResponseSchema, type MessageResponse } from '../schemas/user.js';
import type { Transport } from './transport.js';

/** Calls of the showcase: the contact form and the professional account request. */
export interface SiteApi {
  contact: (form: ContactRequest) => Promise<MessageResponse>;
  proRequest: (form: ProRequest) => Promise<MessageResponse>;
}

export function createSiteApi({ send }: Transport): SiteApi {
  return {
    contact: (data) => send({ method: 'POST', url: '/api/contact', data }, messageResponseSchema),
    proRequest: (data) => send({ method: 'POST', url: '/api/pro-request', data }, messageResponseSchema),
  };
}
