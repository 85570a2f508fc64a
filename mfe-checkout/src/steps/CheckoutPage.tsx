import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, PageTitle } from '@nougaterie/ui';
import { StepIndicator } from './StepIndicator.js';
import type { StepKey } from './steps.js';

const Narrow = styled(Container)`
  max-width: 860px;
  padding-bottom: 3rem;
`;

/**
 * The frame of every checkout step inside the shell's order layout: steps, then the title. A page
 * with no order to show (`step` null) has no steps: it would show them all done.
 */
export function CheckoutPage({ step, title, children }: { step: StepKey | null; title: string; children: ReactNode }) {
  return (
    <Narrow>
      {step && <StepIndicator current={step} />}
      <PageTitle>{title}</PageTitle>
      {children}
    </Narrow>
  );
}
