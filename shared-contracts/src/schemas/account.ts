import { z } from 'zod/mini';
import { lazy } from './lazy.js';
import { addressRequestSchema, addressSchema } from './address.js';
import { langSchema } from './common.js';
import { orderSchema } from './order.js';
import { bookingSchema } from './tours.js';
import { userSchema } from './user.js';

/**
 * GET /api/user/addresses: the customer's two addresses as flat forms (null when not given yet).
 * same_as_shipping is true when both are given and equal (SPEC §5), for the form's checkbox.
 */
export const addressBookSchema = lazy(() =>
  z.object({
    shipping: z.nullable(addressSchema),
    billing: z.nullable(addressSchema),
    same_as_shipping: z.boolean(),
    /** The customer's other addresses (the parents', the office...), oldest first. */
    saved: z._default(z.array(savedAddressSchema), []),
  }),
);
export type AddressBook = z.infer<typeof addressBookSchema>;

/** How many other addresses a customer may keep, and how long the name they give one may be. */
export const SAVED_ADDRESSES_MAX = 10;
export const SAVED_ADDRESS_LABEL_MAX_LENGTH = 60;

/** One address of the book: the ten fields, its id and the customer's name for it ('' if none). */
export const savedAddressSchema = lazy(() =>
  z.extend(addressSchema, {
    id: z.number().check(z.int(), z.positive()),
    label: z.string(),
  }),
);
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/**
 * POST /api/user/addresses/saved (add) and PUT /api/user/addresses/saved/:id (change): a complete
 * address (SPEC §5, the same rule as the two defaults) and an optional name.
 */
export const savedAddressRequestSchema = lazy(() =>
  z.extend(addressRequestSchema, {
    label: z._default(z.optional(z.string().check(z.trim(), z.maxLength(SAVED_ADDRESS_LABEL_MAX_LENGTH))), ''),
  }),
);
export type SavedAddressRequest = z.input<typeof savedAddressRequestSchema>;

/**
 * POST /api/user/addresses/saved/:id/use: the address becomes the default delivery or billing
 * address. The default it replaces stays in the book, so nothing the customer typed is lost.
 */
export const useSavedAddressRequestSchema = lazy(() => z.object({ kind: z.enum(['shipping', 'billing']) }));
export type UseSavedAddressRequest = z.infer<typeof useSavedAddressRequestSchema>;

/**
 * POST /api/user/addresses: an address left out is kept, null removes it; a given address must
 * be complete (SPEC §5). same_as_shipping copies the shipping address into the billing one.
 */
export const addressBookUpdateRequestSchema = lazy(() =>
  z.object({
    shipping: z.optional(z.nullable(addressRequestSchema)),
    billing: z.optional(z.nullable(addressRequestSchema)),
    same_as_shipping: z.optional(z.boolean()),
  }),
);
export type AddressBookUpdateRequest = z.infer<typeof addressBookUpdateRequestSchema>;

/**
 * Why a customer's points moved. order: earned by a paid order; spent: used on an order; refund: given back when an order is
 * cancelled; cancelled: earned points taken back with a cancelled order; adjustment: by the shop,
 * with its reason in `note`.
 */
export const POINTS_REASONS = ['order', 'spent', 'refund', 'cancelled', 'adjustment'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

export const pointsEntrySchema = lazy(() =>
  z.object({
    delta: z.number().check(z.int()),
    reason: z.enum(POINTS_REASONS),
    order_reference: z.nullable(z.string()),
    /** The shop's reason for an adjustment. */
    note: z.optional(z.nullable(z.string())),
    created_at: z.string(),
  }),
);
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** GET /api/user/points: the balance and its history, newest first. */
export const pointsResponseSchema = lazy(() =>
  z.object({
    balance: z.number().check(z.int(), z.nonnegative()),
    history: z.array(pointsEntrySchema),
  }),
);
export type PointsResponse = z.infer<typeof pointsResponseSchema>;

/** POST /api/user/delete: the password confirms that the account holder asks for it. */
export const deleteAccountRequestSchema = lazy(() => z.object({ password: z.string().check(z.minLength(1), z.maxLength(200)) }));
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

const exportedProductSchema = lazy(() => z.object({ item_id: z.number().check(z.int()), slug: z.string(), name: z.string() }));

/** GET /api/user/export: everything the shop holds about the customer (GDPR articles 15 and 20). */
export const userExportSchema = lazy(() =>
  z.object({
    exported_at: z.string(),
    profile: userSchema,
    addresses: addressBookSchema,
    orders: z.array(orderSchema),
    favourites: z.array(z.extend(exportedProductSchema, { added_at: z.string() })),
    alerts: z.array(
      z.extend(exportedProductSchema, {
        email: z.string(),
        lang: langSchema,
        created_at: z.string(),
        notified_at: z.nullable(z.string()),
      }),
    ),
    points: pointsResponseSchema,
    sessions: z.array(z.object({ created_at: z.string(), expires_at: z.string(), revoked_at: z.nullable(z.string()) })),
    /** Tour bookings made while logged in, or with the account's e-mail. */
    bookings: z.array(bookingSchema),
    /** Messages of the contact form sent with the account's e-mail (kept one year). */
    contact_messages: z.array(
      z.object({
        firstname: z.string(),
        lastname: z.string(),
        email: z.string(),
        phone: z.nullable(z.string()),
        subject: z.string(),
        message: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
);
export type UserExport = z.infer<typeof userExportSchema>;
