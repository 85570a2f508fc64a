/** What a card processor answers; the sandbox below, a real processor behind the same shape later. */
export type CardOutcome = { status: 'paid' } | { status: 'declined'; reason: 'declined' | 'unknown_card' | 'challenge' } | { status: 'challenge' };

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

/** Money given back on a card charge, whole or part. */
export interface CardRefund {
  /** The charge's own key (the payment attempt's idempotency key). */
  paymentKey: string;
  amountCents: number;
  /** One per refund: the processor refunds once per key however often it is asked. */
  idempotencyKey: string;
}

export type RefundOutcome = { status: 'refunded'; id: string } | { status: 'refused'; reason: 'not_paid' | 'exceeds_charge' | 'declined' };

export interface CardProvider {
  charge(charge: CardCharge): Promise<CardOutcome>;
  /** The 3-D Secure-style step of the attempt `idempotencyKey`: paid when the code is the one the bank expects. */
  confirmChallenge(confirm: { idempotencyKey: string; code: string }): Promise<CardOutcome>;
  /** What became of an attempt whose answer we never recorded (a crash, a lost answer); null: never received. */
  lookup(idempotencyKey: string): Promise<CardOutcome | null>;
  /** Gives back `amountCents` of the charge `paymentKey` to the card it came from. */
  refund(refund: CardRefund): Promise<RefundOutcome>;
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

/** What the sandbox answers for a card number (digits only): the card form and the sandbox's hosted page alike. */
export function sandboxCardOutcome(number: string): CardOutcome {
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

/** A map that forgets its oldest keys past SANDBOX_MEMORY. */
function boundedMemory<V>() {
  const map = new Map<string, V>();
  return {
    get: (key: string) => map.get(key),
    set(key: string, value: V): V {
      map.delete(key);
      map.set(key, value);
      if (map.size > SANDBOX_MEMORY) map.delete(map.keys().next().value!);
      return value;
    },
  };
}

/**
 * No money moves: the number decides the outcome, any other valid number is declined. Like a
 * processor it answers a repeated key with the first answer; unlike one, it remembers the
 * attempts of this process only (after a restart, lookup answers null: "never received", and a
 * refund of a charge it no longer knows is granted).
 */
export function createSandboxCardProvider(): CardProvider {
  const attempts = boundedMemory<CardOutcome>();
  const amounts = boundedMemory<number>();
  const refunded = boundedMemory<number>();
  const refunds = boundedMemory<RefundOutcome>();
  const remember = (key: string, outcome: CardOutcome) => attempts.set(key, outcome);
  return {
    async charge({ number, idempotencyKey, amountCents }) {
      amounts.set(idempotencyKey, amounts.get(idempotencyKey) ?? amountCents);
      return attempts.get(idempotencyKey) ?? remember(idempotencyKey, sandboxCardOutcome(number));
    },
    async confirmChallenge({ idempotencyKey, code }) {
      const current = attempts.get(idempotencyKey);
      if (current?.status !== 'challenge') return current ?? { status: 'declined', reason: 'challenge' };
      return remember(idempotencyKey, code === SANDBOX_CHALLENGE_CODE ? { status: 'paid' } : { status: 'declined', reason: 'challenge' });
    },
    async lookup(idempotencyKey) {
      return attempts.get(idempotencyKey) ?? null;
    },
    async refund({ paymentKey, amountCents, idempotencyKey }) {
      const done = refunds.get(idempotencyKey);
      if (done) return done;
      const charge = attempts.get(paymentKey);
      if (charge && charge.status !== 'paid') return { status: 'refused', reason: 'not_paid' };
      const given = (refunded.get(paymentKey) ?? 0) + amountCents;
      const charged = amounts.get(paymentKey);
      if (charged !== undefined && given > charged) return { status: 'refused', reason: 'exceeds_charge' };
      refunded.set(paymentKey, given);
      return refunds.set(idempotencyKey, { status: 'refunded', id: `re_sandbox_${crypto.randomUUID()}` });
    },
  };
}
