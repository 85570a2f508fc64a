import { z } from 'zod/mini';
import { lazy } from './lazy.js';

/**
 * One e-mail address: the rule for every address the api stores or mails to (accounts, the
 * basket's and the account's addresses, bookings, the showcase forms, stock alerts, reset). A
 * list ('a@x.fr, b@y.fr'), a display name or a line break is refused, so no field can add a
 * recipient or a header to a mail. Compared lower-case everywhere.
 */
export const emailSchema = lazy(() => z.string().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(254)));

/** An address form's e-mail: one address, or empty while the form is not filled in (SPEC §5 says when it is required). */
export const addressEmailSchema = lazy(() => z.pipe(z.string().check(z.trim()), z.union([z.literal(''), emailSchema])));
