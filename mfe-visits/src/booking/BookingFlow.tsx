import type { Lang } from '@nougaterie/contracts';
import { useState } from 'react';
import type { Party, Tour } from '../tours/types.js';
import { PartyForm } from './PartyForm.js';
import { SlotStep } from './SlotStep.js';
import { Steps } from './Steps.js';

/**
 * Booking one tour, from the party to the slot. It knows nothing of the shell (no context, bus or
 * layout), so the embeddable widget of issue 6 can render it as it is.
 */
export function BookingFlow({ tour, lang, contactHref }: { tour: Tour; lang: Lang; contactHref: string }) {
  const [party, setParty] = useState<Party | null>(null);
  return (
    <>
      <Steps current={party ? 'slot' : 'party'} lang={lang} />
      <PartyForm key={tour.slug} tour={tour} lang={lang} onContinue={setParty} />
      {party && <SlotStep lang={lang} contactHref={contactHref} />}
    </>
  );
}
