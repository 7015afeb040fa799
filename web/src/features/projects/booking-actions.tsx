// The booking of a course or an event, by its booking mode: Calendly (a link to its
// Calendly page: followed as it is without JavaScript, it opens the confirmation of the
// spec with it), an external booking address, the enrolment form of the site, or nothing;
// then "Aggiungi al calendario" (its own .ics) when it has one.
import { useState } from 'react';
import { ButtonAnchor } from '../../components/ui/button';
import { BookingMode } from '../../gql/graphql';
import { BookingDialog, calendlyUrl } from './booking-dialog';
import { SiteEnrolmentForm, type EnrolmentTarget } from './enrolment-form';

export interface Booking {
  bookingMode: BookingMode;
  calendlyId?: string | null;
  bookingUrl?: string | null;
}

export interface BookingActionsProps {
  booking: Booking;
  target: EnrolmentTarget;
  /** The address of its calendar file, or null (a sample). */
  calendar: string | null;
}

export function BookingActions({ booking, target, calendar }: BookingActionsProps) {
  const [bookingOpen, setBookingOpen] = useState(false);
  const calendlyId =
    booking.bookingMode === BookingMode.Calendly ? (booking.calendlyId ?? '').trim() : '';
  const canBook = calendlyId !== '';
  const noun = target.resource === 'events' ? 'evento' : 'corso';

  return (
    <>
      {canBook ? (
        <ButtonAnchor
          href={calendlyUrl(calendlyId)}
          aria-haspopup="dialog"
          onClick={(event) => {
            // A click meant for a new tab or window keeps the link's own behaviour.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
              return;
            }
            event.preventDefault();
            setBookingOpen(true);
          }}
        >
          Prenota un posto
        </ButtonAnchor>
      ) : booking.bookingMode === BookingMode.Link && booking.bookingUrl ? (
        <ButtonAnchor href={booking.bookingUrl} target="_blank" rel="noopener noreferrer">
          Prenota un posto
        </ButtonAnchor>
      ) : booking.bookingMode === BookingMode.Onsite ? (
        <SiteEnrolmentForm target={target} />
      ) : booking.bookingMode === BookingMode.Calendly ? (
        <p>Le prenotazioni per questo {noun} non sono ancora aperte.</p>
      ) : null}
      {calendar && (
        <ButtonAnchor href={calendar} download $variant="secondary">
          Aggiungi al calendario
        </ButtonAnchor>
      )}
      {canBook && (
        <BookingDialog
          open={bookingOpen}
          calendlyId={calendlyId}
          onClose={() => setBookingOpen(false)}
        />
      )}
    </>
  );
}
