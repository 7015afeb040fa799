import { seatsLabel, upcomingLabel, upcomingList } from './enrolments';

describe('seatsLabel', () => {
  it('words the seats taken and the waiting list', () => {
    expect(seatsLabel({ seats: 20, confirmed: 12, waitlisted: 3 })).toBe(
      '12/20 posti, 3 in attesa',
    );
    expect(seatsLabel({ seats: 20, confirmed: 4, waitlisted: 0 })).toBe('4/20 posti');
    expect(seatsLabel({ seats: null, confirmed: 2, waitlisted: 0 })).toBe('2 iscritti');
  });
});

describe('the upcoming courses and events', () => {
  const data = {
    upcomingEnrolments: [
      {
        course: { id: '4', title: 'Corso BLSD', startDate: '2027-03-12' },
        seats: 20,
        confirmed: 12,
        waitlisted: 0,
      },
      {
        course: { id: '9', title: 'Primo soccorso', startDate: '2027-05-02' },
        seats: 10,
        confirmed: 10,
        waitlisted: 2,
      },
    ],
    upcomingEventEnrolments: [
      {
        event: { id: '7', title: 'Donazione del sangue', startsAt: '2027-04-10T07:30:00.000Z' },
        seats: 30,
        confirmed: 3,
        waitlisted: 0,
      },
    ],
  };

  it('lists them together, soonest first, each naming its form', () => {
    const rows = upcomingList(data);
    expect(rows.map((row) => [row.owner, row.title])).toEqual([
      [{ resource: 'projects', id: '4' }, 'Corso BLSD'],
      [{ resource: 'events', id: '7' }, 'Donazione del sangue'],
      [{ resource: 'projects', id: '9' }, 'Primo soccorso'],
    ]);
  });

  it('says what each is, when (an event at its time in Rome) and its seats', () => {
    expect(upcomingList(data).map(upcomingLabel)).toEqual([
      'Corso · 12 marzo 2027 · 12/20 posti',
      'Evento · 10 aprile 2027 alle ore 09:30 · 3/30 posti',
      'Corso · 2 maggio 2027 · 10/10 posti, 2 in attesa',
    ]);
  });
});
