/** What a card processor answers; the sandbox below, a real processor behind the same shape later. */
export type CardOutcome =
  | { status: 'paid' }
  | { status: 'declined'; reason: 'declined' | 'unknown_card' | 'challenge' }
  | { status: 'challenge' };

export interface CardCharge {
  /** Digits only. */
  number: string;
  amountCents: number;
  /**
   * The attempt's key, committed in our database before the call: the processor charges once per
   * key however often it is asked, and can be asked later what became of it (lookup).
   */
  idempotencyKey: string;
}

export interface CardProvider {
  charge(charge: CardCharge): Promise<CardOutcome>;
  /** The 3-D Secure-style step of the attempt `idempotencyKey`: paid when the code is the one the bank expects. */
  confirmChallenge(confirm: { idempotencyKey: string; code: string }): Promise<CardOutcome>;
  /** What became of an attempt whose answer we never recorded (a crash, a lost answer); null: never received. */
  lookup(idempotencyKey: string): Promise<CardOutcome | null>;
}

/** The sandbox's test cards, documented in api/README.md. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  successMastercard: '5555555555554444',
  declined: '4000000000000002',
  challenge: '4000000000003220',
} as const;
export const SANDBOX_CHALLENGE_CODE = '123456';

/** Attempts the sandbox remembers (a processor keeps them for ever; the sandbox, the latest ones). */
const SANDBOX_MEMORY = 10_000;

function sandboxOutcome(number: string): CardOutcome {
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
}

/**
 * No money moves: the number decides the outcome, any other valid number is declined. Like a
 * processor it answers a repeated key with the first answer; unlike one, it remembers the
 * attempts of this process only (after a restart, lookup answers null: "never received").
 */
export function createSandboxCardProvider(): CardProvider {
  const attempts = new Map<string, CardOutcome>();
  const remember = (key: string, outcome: CardOutcome) => {
    attempts.delete(key);
    attempts.set(key, outcome);
    if (attempts.size > SANDBOX_MEMORY) attempts.delete(attempts.keys().next().value!);
    return outcome;
  };
  return {
    async charge({ number, idempotencyKey }) {
      return attempts.get(idempotencyKey) ?? remember(idempotencyKey, sandboxOutcome(number));
    },
    async confirmChallenge({ idempotencyKey, code }) {
      const current = attempts.get(idempotencyKey);
      if (current?.status !== 'challenge') return current ?? { status: 'declined', reason: 'challenge' };
      return remember(idempotencyKey, code === SANDBOX_CHALLENGE_CODE ? { status: 'paid' } : { status: 'declined', reason: 'challenge' });
    },
    async lookup(idempotencyKey) {
      return attempts.get(idempotencyKey) ?? null;
    },
  };
}
