// The events in the back office: the end not before the start (the form's own check), and
// the documents the data provider sends for them (the booking's fields included).
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildQueryFactory } from '../lib/buildQuery';
import { END_BEFORE_START_MESSAGE, endsNotBeforeStart } from './EventInputs';

const buildQuery = buildQueryFactory();
const compact = (text: string) =>
  text.replace(/,/g, '').replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();

describe('endsNotBeforeStart', () => {
  it('refuses an end before the start, accepts the same time or later, and an unfinished form', () => {
    const start = { startsAt: '2027-04-10T07:30:00.000Z' };
    expect(endsNotBeforeStart('2027-04-10T07:00:00.000Z', start)).toBe(END_BEFORE_START_MESSAGE);
    expect(endsNotBeforeStart('2027-04-10T07:30:00.000Z', start)).toBeUndefined();
    expect(endsNotBeforeStart('2027-04-10T11:00:00.000Z', start)).toBeUndefined();
    expect(endsNotBeforeStart('2027-04-10T11:00:00.000Z', {})).toBeUndefined();
    expect(endsNotBeforeStart(null, start)).toBeUndefined();
  });
});

describe('the data provider for events', () => {
  // The event created, which the mutation's variables carry unchanged.
  const newEvent = {
    title: 'Donazione del sangue',
    description: '<p>In piazza.</p>',
    startsAt: '2027-04-10T07:30:00.000Z',
    endsAt: '2027-04-10T11:00:00.000Z',
    location: 'Piazza del Municipio',
    bookingMode: 'onsite',
    seats: 30,
    status: 'published',
  };

  it('creates an event with its times, place and booking on the site', () => {
    const built = buildQuery('CREATE', 'events', { data: { ...newEvent } });
    const text = compact(print(built.query));
    expect(text).toContain('data: createEvent(');
    expect(text).toContain('$startsAt: DateTimeISO!');
    expect(text).toContain('$bookingMode: BookingMode');
    expect(built.variables).toEqual(newEvent);
  });

  it('updates only the changed fields, lists and reads as the schema names them', () => {
    const previousData = { id: '4', title: 'Open day', seats: 10, bookingMode: 'onsite' };
    const built = buildQuery('UPDATE', 'events', {
      id: '4',
      data: { ...previousData, seats: 20 },
      previousData,
    });
    expect(built.variables).toEqual({ id: '4', seats: 20 });
    expect(compact(print(buildQuery('GET_LIST', 'events', {}).query))).toContain(
      compact('total: _allEventsMeta(filter: $filter)'),
    );
    expect(compact(print(buildQuery('GET_ONE', 'events', { id: '4' }).query))).toContain(
      compact('data: Event(id: $id)'),
    );
  });
});
