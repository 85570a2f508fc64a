import { PAYMENT_STATUSES } from '../schemas/order.js';

/**
 * Every state a payment attempt row may be in (the shopper's answers only show PAYMENT_STATUSES):
 * pending while the processor is asked, failed when it never took the attempt.
 */
export const PAYMENT_ROW_STATUSES_ALL = [...PAYMENT_STATUSES, 'pending', 'failed'] as const;
