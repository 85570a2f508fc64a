/**
 * react-final-form field validators shared by the front ends' forms. A validator answers an i18n
 * key of its package, or a contracts rule's sentence for a language, never a fixed sentence, so
 * that an error already on screen follows a language switch.
 */
export type FieldError = string | ((lang: string) => string);
export type Validator = (value: string | undefined, values: object) => FieldError | undefined;

/** The first error of `validators`, in their order. */
export const all =
  (...validators: Validator[]): Validator =>
  (value, values) => {
    for (const validator of validators) {
      const error = validator(value, values);
      if (error) return error;
    }
    return undefined;
  };

/** Refuses an empty or blank value with the package's `key`. */
export const requiredField =
  (key: string): Validator =>
  (value) =>
    value?.trim() ? undefined : key;
