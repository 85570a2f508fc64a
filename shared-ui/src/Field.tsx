import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme.js';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
  }
  input,
  textarea,
  select {
    font: inherit;
    padding: 0.6rem 0.75rem;
    min-height: 44px;
    border: 1px solid ${theme.colors.inkSoft};
    border-radius: ${theme.radius};
    background: #fff;
  }
  input[aria-invalid='true'],
  textarea[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 0.9rem;
`;

/** What a field's control needs to be labelled and tied to its error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, the control the children draw with the given props, and the inline error. */
export function FieldFrame({ label, error, children }: { label: string; error?: string | null; children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrap>
  );
}

/** A labelled input with its inline error, wired for screen readers. */
export function Field({
  label,
  error,
  multiline,
  ...input
}: {
  label: string;
  error?: string | null;
  multiline?: boolean;
} & InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (multiline ? <textarea rows={6} {...input} {...control} /> : <input {...input} {...control} />)}
    </FieldFrame>
  );
}
