// Event times in Rome (lib/format-date.ts), as the server's e-mails say them.
import { formatEventTime, romeDayKey } from './format-date';

describe('formatEventTime', () => {
  it('says one day with its Rome times, in summer and in winter', () => {
    expect(formatEventTime('2027-04-10T07:30:00.000Z', '2027-04-10T11:00:00.000Z')).toBe(
      '10 aprile 2027, dalle 09:30 alle 13:00',
    );
    expect(formatEventTime('2027-01-20T17:00:00.000Z', '2027-01-20T19:15:00.000Z')).toBe(
      '20 gennaio 2027, dalle 18:00 alle 20:15',
    );
  });

  it('says several days with the Italian elision', () => {
    expect(formatEventTime('2027-04-10T16:00:00.000Z', '2027-04-11T10:00:00.000Z')).toBe(
      "dalle 18:00 del 10 aprile 2027 alle 12:00 dell'11 aprile 2027",
    );
  });

  it('takes the Rome day, not the UTC one', () => {
    expect(romeDayKey(new Date('2027-04-09T22:30:00.000Z'))).toBe('2027-04-10');
  });
});
