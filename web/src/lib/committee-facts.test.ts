import { describe, expect, it } from 'vitest';
import {
  bookingNumber,
  committeeNumbers,
  joinItalian,
  switchboardHoursText,
  switchboardSentence,
  yearsOfService,
  yearsOfServiceText,
  youthAgesText,
} from './committee-facts';

describe('years of service', () => {
  it('counts from the founding year to the year in Rome today', () => {
    expect(yearsOfService(1980, new Date('2026-11-26T12:00:00Z'))).toBe(46);
    expect(yearsOfService(1908, new Date('2026-11-26T12:00:00Z'))).toBe(118);
    expect(yearsOfServiceText(1980, new Date('2024-05-01T12:00:00Z'))).toBe('44 anni di servizio');
  });

  it('turns the year at midnight in Rome, not in UTC', () => {
    // 23:30 UTC on 31 December is already 00:30 of 1 January in Rome.
    expect(yearsOfService(1980, new Date('2026-12-31T23:30:00Z'))).toBe(47);
    expect(yearsOfService(1980, new Date('2026-12-31T22:30:00Z'))).toBe(46);
  });

  it('says the first year and one year in words that agree', () => {
    const today = new Date('2026-06-01T12:00:00Z');
    expect(yearsOfServiceText(2026, today)).toBe('il primo anno di servizio');
    expect(yearsOfServiceText(2025, today)).toBe('1 anno di servizio');
    // A founding year in the future (a clock behind) is no negative count.
    expect(yearsOfService(2030, today)).toBe(0);
  });
});

describe('the committee in numbers', () => {
  const today = new Date('2026-11-26T12:00:00Z');

  it('lists years, vehicles and people as an Italian list', () => {
    expect(committeeNumbers({ foundedYear: 1980, vehicleCount: 20, peopleCount: 300 }, today)).toBe(
      '46 anni di servizio, 20 mezzi e circa 300 persone tra volontari e personale',
    );
    expect(committeeNumbers({ foundedYear: 1980, vehicleCount: 1, peopleCount: 40 }, today)).toBe(
      '46 anni di servizio, 1 mezzo e circa 40 persone tra volontari e personale',
    );
  });

  it('leaves out what the committee does not have', () => {
    expect(committeeNumbers({ foundedYear: 2020, vehicleCount: 0, peopleCount: 25 }, today)).toBe(
      '6 anni di servizio e circa 25 persone tra volontari e personale',
    );
    expect(committeeNumbers({ foundedYear: 2020, vehicleCount: 0, peopleCount: 0 }, today)).toBe(
      '6 anni di servizio',
    );
    expect(joinItalian([])).toBe('');
    expect(joinItalian(['a', 'b'])).toBe('a e b');
  });
});

describe("the youth group's ages", () => {
  it('takes the article Italian gives each number', () => {
    expect(youthAgesText({ youthMinAge: 14, youthMaxAge: 32 })).toBe('dai 14 ai 32 anni');
    expect(youthAgesText({ youthMinAge: 11, youthMaxAge: 18 })).toBe('dagli 11 ai 18 anni');
    expect(youthAgesText({ youthMinAge: 8, youthMaxAge: 11 })).toBe('dagli 8 agli 11 anni');
    expect(youthAgesText({ youthMinAge: 1, youthMaxAge: 80 })).toBe('dall’1 agli 80 anni');
  });
});

describe('the switchboard and the booking number', () => {
  it('says "24 ore su 24" only of a switchboard always open', () => {
    expect(switchboardHoursText({ switchboardAlwaysOpen: true, switchboardHours: null })).toBe(
      'attivo 24 ore su 24, 7 giorni su 7',
    );
    const office = switchboardHoursText({
      switchboardAlwaysOpen: false,
      switchboardHours: 'dal lunedì al venerdì, dalle 8 alle 20',
    });
    expect(office).toBe('dal lunedì al venerdì, dalle 8 alle 20');
    expect(office).not.toContain('24 ore su 24');
    expect(switchboardHoursText({ switchboardAlwaysOpen: false, switchboardHours: ' ' })).toBe(
      null,
    );
  });

  it('says the hours in a sentence, ending it once', () => {
    expect(switchboardSentence({ switchboardAlwaysOpen: true, switchboardHours: null })).toBe(
      'Centralino del comitato attivo 24 ore su 24, 7 giorni su 7.',
    );
    expect(
      switchboardSentence({
        switchboardAlwaysOpen: false,
        switchboardHours: 'tutti i giorni, 8-20.',
      }),
    ).toBe('Orari del centralino: tutti i giorni, 8-20.');
    expect(switchboardSentence({ switchboardAlwaysOpen: false, switchboardHours: null })).toBe(
      null,
    );
  });

  it('calls the number toll-free only when it is', () => {
    const phone = '0123 456789';
    expect(
      bookingNumber({ bookingPhone: '800 123 456', bookingPhoneTollFree: true, phone }),
    ).toEqual({ number: '800 123 456', tollFree: true, label: 'Numero verde' });
    expect(
      bookingNumber({ bookingPhone: '0123 400500', bookingPhoneTollFree: false, phone }),
    ).toEqual({ number: '0123 400500', tollFree: false, label: 'Prenotazioni' });
    // Without a booking line the switchboard takes the calls, never as a "numero verde".
    expect(bookingNumber({ bookingPhone: null, bookingPhoneTollFree: true, phone })).toEqual({
      number: phone,
      tollFree: false,
      label: 'Centralino',
    });
  });
});
