// The event of the back office's 'Anteprima' (lib/preview.ts): the event form's values as
// the event page shows a stored event, read defensively (they come from the browser's
// storage); the description is sanitised when rendered, as any event's.
import { BookingMode, type EventDetailFragment } from '../../gql/graphql';
import { previewChoice, previewImage, previewText } from '../../lib/preview';

export function previewEvent(
  values: Record<string, unknown> | null,
  id: string,
): EventDetailFragment | null {
  if (!values) return null;
  return {
    id,
    title: previewText(values, 'title') || 'Senza titolo',
    description: previewText(values, 'description'),
    image: previewImage(values),
    imageAlt: previewText(values, 'imageAlt') || null,
    startsAt: previewText(values, 'startsAt'),
    endsAt: previewText(values, 'endsAt'),
    location: previewText(values, 'location'),
    calendlyId: previewText(values, 'calendlyId') || null,
    bookingMode: previewChoice(values, 'bookingMode', BookingMode, BookingMode.None),
    bookingUrl: previewText(values, 'bookingUrl') || null,
    seats: Number(values.seats) > 0 ? Number(values.seats) : null,
    enrolmentDeadline: null,
  };
}
