// The courses' documents carry their booking: a course booked on the site is created
// without a Calendly ID, with its seats and deadline, and is read back with its booking
// mode (which the enrolments panel of its edit form reads).
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildQueryFactory } from '../lib/buildQuery';

const buildQuery = buildQueryFactory();

describe('the data provider for courses', () => {
  // The course created, which the mutation's variables carry unchanged.
  const newCourse = {
    title: 'Corso BLSD',
    description: '<p>Rianimazione.</p>',
    category: 'health',
    startDate: '2027-02-10',
    endDate: '2027-02-10',
    bookingMode: 'onsite',
    seats: 12,
    enrolmentDeadline: '2027-02-08T18:00:00.000Z',
  };

  it('creates a course booked on the site, without a Calendly ID', () => {
    const built = buildQuery('CREATE', 'projects', { data: { ...newCourse } });
    expect(built.variables).toEqual(newCourse);
    expect(print(built.query)).toContain('$bookingMode: BookingMode');
    expect(print(built.query)).not.toContain('$calendlyId');
  });

  it('reads the booking mode, the address and the seats with the course', () => {
    const text = print(buildQuery('GET_ONE', 'projects', { id: '3' }).query);
    for (const field of ['bookingMode', 'bookingUrl', 'seats', 'enrolmentDeadline']) {
      expect(text).toContain(field);
    }
    const changed = buildQuery('UPDATE', 'projects', {
      id: '3',
      data: { id: '3', bookingMode: 'link', bookingUrl: 'https://example.org/p' },
      previousData: { id: '3', bookingMode: 'calendly' },
    });
    expect(changed.variables).toEqual({
      id: '3',
      bookingMode: 'link',
      bookingUrl: 'https://example.org/p',
    });
  });
});
