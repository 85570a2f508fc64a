import { z } from 'zod/mini';
import { lazy } from './lazy.js';
import { addressesFieldsRequestSchema, addressesFieldsSchema } from './address.js';
import { langSchema } from './common.js';
import { emailSchema } from './email.js';

export const userSchema = lazy(() =>
  z.extend(
    z.object({
      id: z.number().check(z.int()),
      email: z.string(),
      firstname: z.string(),
      lastname: z.string(),
      phone: z.nullable(z.string()),
      lang: langSchema,
      points: z.number().check(z.int(), z.nonnegative()),
      created_at: z.string(),
    }),
    addressesFieldsSchema.shape,
  ),
);
export type User = z.infer<typeof userSchema>;

export const PASSWORD_MIN_LENGTH = 10;
const email = lazy(() => emailSchema);
const password = lazy(() => z.string().check(z.minLength(1), z.maxLength(200)));

/** basketId: the visitor's anonymous basket, which the login makes theirs (merged into an open one). */
export const loginRequestSchema = lazy(() => z.object({ email, password, basketId: z.optional(z.string().check(z.maxLength(64))) }));
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = lazy(() =>
  z.object({
    email,
    password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(200)),
    firstname: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    lastname: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    lang: z.optional(langSchema),
    basketId: z.optional(z.string().check(z.maxLength(64))),
  }),
);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * SPEC §3 'Auth response'. `expires_in`: the seconds the access token lives (the api's
 * ACCESS_TOKEN_TTL), so the ACCESS_TOKEN cookie lasts as long as the login and not one browser session.
 */
export const authResponseSchema = lazy(() =>
  z.object({ access_token: z.string(), expires_in: z.optional(z.number().check(z.int(), z.positive())), user: userSchema }),
);
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const userUpdateRequestSchema = lazy(() =>
  z.extend(
    z.object({
      firstname: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
      lastname: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
      phone: z.optional(z.string().check(z.trim(), z.maxLength(30))),
      lang: z.optional(langSchema),
    }),
    addressesFieldsRequestSchema.shape,
  ),
);
export type UserUpdateRequest = z.infer<typeof userUpdateRequestSchema>;

export const changePasswordRequestSchema = lazy(() =>
  z.object({
    old_password: password,
    password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(200)),
  }),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const resetTokenRequestSchema = lazy(() => z.object({ email }));
export type ResetTokenRequest = z.infer<typeof resetTokenRequestSchema>;
export const newPasswordRequestSchema = lazy(() =>
  z.object({
    password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(200)),
  }),
);
export type NewPasswordRequest = z.infer<typeof newPasswordRequestSchema>;

/** Plain acknowledgement used by calls that only say it went well. */
export const messageResponseSchema = lazy(() => z.object({ message: z.string() }));
export type MessageResponse = z.infer<typeof messageResponseSchema>;
