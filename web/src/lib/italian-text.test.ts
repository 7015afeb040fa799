import { compareItalian, lowerItalian } from './italian-text';

const collator = new Intl.Collator('it-IT');

describe('compareItalian', () => {
  it.each([
    [['Salute', 'Emergenza', 'Formazione', 'Sociale', 'Comunicazione', 'Volontariato']],
    [['Àmbito', 'Altro', 'Avviso', 'abete', 'àncora', 'Ancora', 'ancora']],
    [['è', 'e', 'E', 'È', 'é', 'É', 'ea', 'eb', 'èa']],
    [['Città', 'Citta', 'città', 'citta', 'Cittadini', 'civile']],
    [['Notizie dal comitato', 'Notizie', 'Notiziario', 'notizie 2026', 'Notizie 2025']],
    [['Zanzara', 'zeta', 'Ultimo', 'ùltimo', 'Oggi', 'òggi', 'Idea', 'ìdea']],
    [["L'Aquila", 'La Spezia', 'Lazio', 'la spezia', 'Là']],
  ])('orders %j as Intl.Collator("it-IT") does', (words) => {
    const expected = [...words].sort(collator.compare);
    expect([...words].sort(compareItalian)).toEqual(expected);
    expect([...words].reverse().sort(compareItalian)).toEqual(expected);
  });

  it('finds two equal strings equal', () => {
    expect(compareItalian('Attività', 'Attività')).toBe(0);
  });
});

describe('lowerItalian', () => {
  it.each(['ATTIVITÀ E SERVIZI', 'Perché Così', 'ÈÉÌÒÙ', 'Ünïcode Ĳ ǅ', "L'Aquila – 5×1000"])(
    'lowers %j as toLocaleLowerCase("it-IT")',
    (text) => {
      expect(lowerItalian(text)).toBe(text.toLocaleLowerCase('it-IT'));
    },
  );
});
