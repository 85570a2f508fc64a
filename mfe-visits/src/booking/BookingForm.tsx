import { BOOKING_HOLD_MINUTES, type Tour, type User } from '@nougaterie/contracts';
import { parisDay, quoteBooking, partySize } from '@nougaterie/contracts/rules';
import { Button, FormAlert, formError, submitFocusingErrors, theme } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorText } from '../common/errorText.js';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { ContactFields } from './ContactFields.js';
import { DateAndSlot } from './DateAndSlot.js';
import { heldBooking } from './heldBooking.js';
import { INITIAL_PARTY, toParty, type PartyValues } from './party.js';
import { PartyFields } from './PartyFields.js';
import { useParty } from './useParty.js';

export interface BookingValues extends PartyValues {
  date?: string;
  slot?: string;
  firstname?: string;
  lastname?: string;
  email?: string;
  phone?: string;
}

const Section = styled.section`
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  padding: 1rem;
  margin-bottom: 1.25rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.35rem;
  }
  @container (min-width: 480px) {
    padding: 1.25rem;
  }
`;
const Note = styled.p`
  margin: 0 0 1rem;
  color: ${theme.colors.inkSoft};
`;
const Submit = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
    flex: 1 1 16rem;
  }
`;

function initialValues(user: User | null): BookingValues {
  return {
    ...INITIAL_PARTY,
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
  };
}

/** Who comes, priced live. */
function PartySection({ tour }: { tour: Tour }) {
  const party = useParty();
  return <PartyFields quote={party && quoteBooking(tour, party)} />;
}

/** The day and the slot, with the seats the party needs. */
function DateSection({ tour, today, refresh }: { tour: Tour; today: string; refresh: number }) {
  const party = useParty();
  return <DateAndSlot tour={tour} size={party ? partySize(party) : 0} today={today} refresh={refresh} />;
}

/**
 * Booking one tour: who comes (priced live), the day and the slot, and who to write to. Sending
 * it holds the seats for BOOKING_HOLD_MINUTES and leads to the payment.
 */
export function BookingForm({ tour }: { tour: Tour }) {
  const { api, lang, user } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  const navigate = useNavigate();
  const [today] = useState(() => parisDay(new Date()));
  const [refresh, setRefresh] = useState(0);
  const initial = useMemo(() => initialValues(user), [user]);

  const validate = (values: BookingValues) => {
    const party = toParty(values);
    const quote = party && quoteBooking(tour, party);
    // The refusal is shown in the price summary; here it only keeps the form from being sent.
    return quote && !quote.ok ? { [FORM_ERROR]: quote.reason } : {};
  };

  const onSubmit = async (values: BookingValues) => {
    const party = toParty(values);
    if (!party || !values.slot) return undefined;
    try {
      const { booking, token } = await api.book({
        tour: tour.slug,
        slot_id: Number(values.slot),
        party,
        contact: {
          firstname: values.firstname ?? '',
          lastname: values.lastname ?? '',
          email: values.email ?? '',
          phone: values.phone ?? '',
        },
        lang,
      });
      heldBooking.set({ id: booking.id, token });
      void navigate('/visites/paiement');
      return undefined;
    } catch (error) {
      // Seats may have gone meanwhile: the calendar asks again.
      setRefresh((n) => n + 1);
      return { [FORM_ERROR]: errorText(error, t) };
    }
  };

  return (
    // The form itself re-renders only as it is sent; each section subscribes to the fields it shows.
    <Form<BookingValues>
      initialValues={initial}
      keepDirtyOnReinitialize
      validate={validate}
      onSubmit={onSubmit}
      subscription={{ submitting: true, submitError: true }}
    >
      {({ handleSubmit, form, submitting, submitError }) => (
        <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
          <Section aria-labelledby="visits-party-title">
            <h2 id="visits-party-title">{t('booking.party.legend')}</h2>
            <PartySection tour={tour} />
          </Section>
          <Section aria-labelledby="visits-date-title">
            <h2 id="visits-date-title">{t('booking.date.title')}</h2>
            <DateSection tour={tour} today={today} refresh={refresh} />
          </Section>
          <Section aria-labelledby="visits-contact-title">
            <h2 id="visits-contact-title">{t('booking.contact.title')}</h2>
            <Note>{t(user ? 'booking.contact.customer' : 'booking.contact.visitor')}</Note>
            <ContactFields />
          </Section>
          <FormAlert message={formError(submitError)} />
          <Submit>
            <Button type="submit" disabled={submitting} aria-busy={submitting}>
              {t('booking.submit')}
            </Button>
            <p>{t('booking.hold', { count: BOOKING_HOLD_MINUTES })}</p>
          </Submit>
        </form>
      )}
    </Form>
  );
}
