import type { FormEvent } from 'react';

/**
 * Submits through react-final-form, then, if validation stopped it, moves focus to the first
 * field in error so keyboard and screen-reader users land on what needs fixing.
 */
export function submitFocusingErrors(handleSubmit: (event: FormEvent<HTMLFormElement>) => unknown, getErrors: () => Record<string, unknown> | undefined) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    void handleSubmit(event);
    const errors = getErrors() ?? {};
    const first = Array.from(form.elements).find(
      (element): element is HTMLInputElement | HTMLTextAreaElement =>
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && Boolean(errors[element.name]),
    );
    first?.focus();
  };
}
