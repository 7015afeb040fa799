import { seatsLabel } from './enrolments';

describe('seatsLabel', () => {
  it('words the seats taken and the waiting list', () => {
    expect(seatsLabel({ seats: 20, confirmed: 12, waitlisted: 3 })).toBe(
      '12/20 posti, 3 in attesa',
    );
    expect(seatsLabel({ seats: 20, confirmed: 4, waitlisted: 0 })).toBe('4/20 posti');
    expect(seatsLabel({ seats: null, confirmed: 2, waitlisted: 0 })).toBe('2 iscritti');
  });
});
