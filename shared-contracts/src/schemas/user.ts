import { z } from 'zod';
import { addressesFieldsSchema } from './address.js';
import { langSchema } from './common.js';

export const userSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    phone: z.string().nullable(),
    lang: langSchema,
    points: z.number().int().nonnegative(),
    created_at: z.string(),
  })
  .extend(addressesFieldsSchema.shape);
export type User = z.infer<typeof userSchema>;

export const PASSWORD_MIN_LENGTH = 10;
/** E-mails are compared lower-case everywhere (accounts, stock alerts). */
export const emailSchema = z.string().trim().toLowerCase().email().max(254);
const email = emailSchema;
const password = z.string().min(1).max(200);

/** basketId: the visitor's anonymous basket, which the login makes theirs (merged into an open one). */
export const loginRequestSchema = z.object({ email, password, basketId: z.string().max(64).optional() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH).max(200),
  firstname: z.string().trim().min(1).max(100),
  lastname: z.string().trim().min(1).max(100),
  lang: langSchema.optional(),
  basketId: z.string().max(64).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** SPEC §3 'Auth response'. */
export const authResponseSchema = z.object({ access_token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const userUpdateRequestSchema = z
  .object({
    firstname: z.string().trim().min(1).max(100).optional(),
    lastname: z.string().trim().min(1).max(100).optional(),
    phone: z.string().trim().max(30).optional(),
    lang: langSchema.optional(),
  })
  .extend(addressesFieldsSchema.shape);
export type UserUpdateRequest = z.infer<typeof userUpdateRequestSchema>;

export const changePasswordRequestSchema = z.object({
  old_password: password,
  password: z.string().min(PASSWORD_MIN_LENGTH).max(200),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const resetTokenRequestSchema = z.object({ email });
export type ResetTokenRequest = z.infer<typeof resetTokenRequestSchema>;
export const newPasswordRequestSchema = z.object({
  password: z.string().min(PASSWORD_MIN_LENGTH).max(200),
});
export type NewPasswordRequest = z.infer<typeof newPasswordRequestSchema>;

/** Plain acknowledgement used by calls that only say it went well. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
