/** What a card processor answers; the sandbox below, a real processor behind the same shape later. */
export type CardOutcome =
  | { status: 'paid' }
  | { status: 'declined'; reason: 'declined' | 'unknown_card' }
  | { status: 'challenge' };

export interface CardCharge {
  /** Digits only. */
  number: string;
  amountCents: number;
}

export interface CardProvider {
  charge(charge: CardCharge): Promise<CardOutcome>;
  /** The 3-D Secure-style step: true when the code the shopper typed is the one the bank expects. */
  confirmChallenge(code: string): Promise<boolean>;
}

/** The sandbox's test cards, documented in api/README.md. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  successMastercard: '5555555555554444',
  declined: '4000000000000002',
  challenge: '4000000000003220',
} as const;
export const SANDBOX_CHALLENGE_CODE = '123456';

/** No money moves: the number decides the outcome, any other valid number is declined. */
export function createSandboxCardProvider(): CardProvider {
  return {
    async charge({ number }) {
      switch (number) {
        case SANDBOX_CARDS.success:
        case SANDBOX_CARDS.successMastercard:
          return { status: 'paid' };
        case SANDBOX_CARDS.declined:
          return { status: 'declined', reason: 'declined' };
        case SANDBOX_CARDS.challenge:
          return { status: 'challenge' };
        default:
          return { status: 'declined', reason: 'unknown_card' };
      }
    },
    async confirmChallenge(code) {
      return code === SANDBOX_CHALLENGE_CODE;
    },
  };
}
