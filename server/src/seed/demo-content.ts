// The Italian demo content of a placeholder committee ("Comitato di Valdoria"): courses,
// events, news, the home-page statistics and transparency documents. Artwork names refer to the
// SVG files in server/seed-assets; document bodies become real PDFs at seed time.
import type { NewsCategory } from '../modules/news/news-category.js';
import type { ProjectCategory } from '../modules/projects/project-category.js';

export const DEMO_COMMITTEE = 'Croce Rossa Italiana – Comitato di Valdoria';

export type Artwork =
  | 'ambulance'
  | 'first-aid'
  | 'volunteers'
  | 'training'
  | 'blood-drive'
  | 'youth'
  | 'emergency'
  | 'social'
  | `team/${'presidente' | 'vicepresidente' | 'consigliere-1' | 'consigliere-2' | 'consigliere-giovani'}`
  | `hero/${'sede' | 'volontari' | 'ambulanza' | 'formazione'}`
  | `activities/${'eventi' | 'giovani' | 'soccorso-118' | 'protezione-civile' | 'trasporto-sanitario'}`;

export interface DemoProject {
  title: string;
  description: string;
  category: `${ProjectCategory}`;
  startDate: string;
  endDate: string;
  location: string;
  participants: number;
  calendlyId: string;
  artwork: Artwork;
}

export interface DemoEvent {
  title: string;
  description: string;
  /** Instants (UTC); the site shows them in Rome time. */
  startsAt: string;
  endsAt: string;
  location: string;
  /** Booked on the site with so many seats, or no booking. */
  seats: number | null;
  artwork: Artwork;
}

export const demoEvents: DemoEvent[] = [
  {
    title: 'Giornata della donazione del sangue',
    description:
      '<p>L’autoemoteca sosta in piazza per tutta la mattina: si dona in sicurezza, accompagnati dai nostri volontari e dal personale sanitario. Possono donare le persone tra i 18 e i 65 anni, in buona salute e con almeno 50 kg di peso.</p><p>Prenota il tuo posto: ti chiameremo il giorno prima per ricordarti l’appuntamento e le indicazioni per la colazione.</p>',
    startsAt: '2027-02-13T07:30:00Z',
    endsAt: '2027-02-13T11:30:00Z',
    location: 'Piazza del Municipio, Valdoria',
    seats: 30,
    artwork: 'blood-drive',
  },
  {
    title: 'Porte aperte in sede',
    description:
      '<p>Un pomeriggio per conoscere il comitato da vicino: visita alle ambulanze e alla sala operativa, dimostrazioni di primo soccorso per grandi e piccoli e i volontari pronti a raccontare come si entra in Croce Rossa.</p><p>Ingresso libero, senza prenotazione.</p>',
    startsAt: '2027-03-20T14:00:00Z',
    endsAt: '2027-03-20T18:00:00Z',
    location: 'Sede del Comitato, Via Roma 12, Valdoria',
    seats: null,
    artwork: 'volunteers',
  },
];

export interface DemoNews {
  title: string;
  content: string;
  excerpt?: string;
  date: string;
  author: string;
  category: `${NewsCategory}`;
  artwork: Artwork;
}

export interface DemoStat {
  title: string;
  value: string;
  description: string;
}

export interface DemoDocument {
  title: string;
  category: 'Bilanci' | 'Statuto' | 'Relazioni' | 'Regolamenti' | 'Altri Documenti';
  /** When it was published (createdAt), so the transparency page lists them in a real order. */
  publishedAt: string;
  /** Paragraphs of the PDF; a line "Voce: importo" inside a table block is drawn as a row. */
  sections: { heading: string; paragraphs: string[]; rows?: [string, string][] }[];
}

export const demoProjects: DemoProject[] = [
  {
    title: 'Corso di primo soccorso per la popolazione',
    description:
      'Un corso aperto a tutti per imparare a riconoscere le situazioni di pericolo, allertare correttamente il 112 e prestare i primi aiuti in attesa dei soccorsi. Sei serate con istruttori certificati, esercitazioni pratiche su manichini e un attestato di partecipazione finale.',
    category: 'education',
    startDate: '2027-01-12',
    endDate: '2027-02-16',
    location: 'Sede del Comitato, Via Roma 12, Valdoria',
    participants: 25,
    calendlyId: 'cri-valdoria/primo-soccorso',
    artwork: 'first-aid',
  },
  {
    title: 'BLSD: rianimazione cardiopolmonare e defibrillatore',
    description:
      'Una giornata intensiva secondo le linee guida internazionali: compressioni toraciche, ventilazioni e uso del defibrillatore semiautomatico (DAE) su adulti e bambini. Il corso rilascia l’autorizzazione regionale all’uso del DAE, valida due anni.',
    category: 'health',
    startDate: '2026-12-05',
    endDate: '2026-12-05',
    location: 'Palestra comunale, Via dello Sport 4, Valdoria',
    participants: 12,
    calendlyId: 'cri-valdoria/blsd',
    artwork: 'training',
  },
  {
    title: 'Operatore in emergenza: corso base',
    description:
      'Per chi vuole far parte della squadra che interviene in caso di alluvioni, terremoti e grandi eventi: organizzazione dei soccorsi, allestimento di un campo di accoglienza, comunicazioni radio e sicurezza degli operatori. Prevista un’esercitazione notturna sul Monte Valdo.',
    category: 'emergency',
    startDate: '2027-02-20',
    endDate: '2027-04-17',
    location: 'Centro operativo di Protezione civile, Località Prati, Valdoria',
    participants: 30,
    calendlyId: 'cri-valdoria/emergenza-base',
    artwork: 'emergency',
  },
  {
    title: 'Soccorritore: trasporto sanitario e sanitario d’urgenza',
    description:
      'Il percorso che forma i volontari delle nostre ambulanze: valutazione del paziente, immobilizzazione e trasporto, gestione delle vie aeree, tirocinio protetto a bordo dei mezzi con un tutor esperto. Al termine l’esame regionale per la qualifica di soccorritore.',
    category: 'education',
    startDate: '2027-03-01',
    endDate: '2027-06-28',
    location: 'Sede del Comitato, Via Roma 12, Valdoria',
    participants: 20,
    calendlyId: 'cri-valdoria/soccorritore',
    artwork: 'ambulance',
  },
  {
    title: 'Volontari per la spesa solidale',
    description:
      'Ogni sabato mattina prepariamo e consegniamo pacchi alimentari alle famiglie in difficoltà segnalate dai servizi sociali. Cerchiamo persone disponibili per lo smistamento in magazzino, l’ascolto allo sportello e le consegne a domicilio agli anziani soli.',
    category: 'social',
    startDate: '2026-11-28',
    endDate: '2027-06-26',
    location: 'Emporio solidale, Piazza Garibaldi 3, Valdoria',
    participants: 40,
    calendlyId: 'cri-valdoria/spesa-solidale',
    artwork: 'social',
  },
  {
    title: 'Giovani e scuole: educazione alla salute e alla pace',
    description:
      'Laboratori condotti dal Gruppo Giovani nelle classi delle scuole superiori: corretti stili di vita, prevenzione delle dipendenze, diritto internazionale umanitario e i sette Principi del Movimento. Aperto ai volontari tra i 14 e i 32 anni che vogliono diventare educatori alla pari.',
    category: 'other',
    startDate: '2027-03-08',
    endDate: '2027-05-24',
    location: 'Istituto superiore “G. Marconi”, Viale dei Tigli 21, Valdoria',
    participants: 35,
    calendlyId: 'cri-valdoria/giovani-scuole',
    artwork: 'youth',
  },
  {
    title: 'Dono del sangue: incontri di informazione',
    description:
      'Tre incontri con i medici del centro trasfusionale per conoscere chi può donare, come ci si prepara e perché ogni donazione conta. Al termine è possibile prenotare la prima donazione all’autoemoteca presente in piazza.',
    category: 'health',
    startDate: '2027-04-10',
    endDate: '2027-04-24',
    location: 'Sala consiliare del Municipio, Piazza Garibaldi 1, Valdoria',
    participants: 60,
    calendlyId: 'cri-valdoria/dono-sangue',
    artwork: 'blood-drive',
  },
];

export const demoNews: DemoNews[] = [
  {
    title: 'Giornata della donazione del sangue in Piazza Garibaldi',
    content:
      'Domenica 18 ottobre l’autoemoteca del centro trasfusionale sarà in Piazza Garibaldi dalle 8 alle 12. I nostri volontari accoglieranno i donatori, spiegheranno come si svolge la donazione e offriranno la colazione a chi ha donato.\n\nPossono donare le persone tra i 18 e i 65 anni, in buona salute e con un peso di almeno 50 kg. È consigliata la prenotazione, ma saranno accolti anche i donatori che si presenteranno senza appuntamento.\n\nUna sola donazione può aiutare fino a tre pazienti: vi aspettiamo numerosi.',
    date: '2026-10-12',
    author: 'Area Salute',
    category: 'Eventi',
    artwork: 'blood-drive',
  },
  {
    title: 'Una nuova ambulanza per il servizio di emergenza',
    content:
      'È entrata in servizio la nuova ambulanza di soccorso avanzato acquistata grazie alla raccolta fondi “Un mezzo per Valdoria” e al contributo della Fondazione Cassa di Risparmio. Il mezzo è dotato di barella autocaricante, defibrillatore, ventilatore polmonare e sistema di localizzazione collegato alla centrale operativa del 118.\n\nRingraziamo le oltre 600 persone, le associazioni e le aziende del territorio che hanno contribuito: la nuova ambulanza coprirà i turni notturni e festivi dell’intera valle.',
    date: '2026-09-28',
    author: 'Presidenza del Comitato',
    category: 'Notizie',
    artwork: 'ambulance',
  },
  {
    title: 'Aperte le iscrizioni al corso di primo soccorso',
    content:
      'Sono aperte le iscrizioni al corso di primo soccorso per la popolazione che partirà a gennaio nella sede di Via Roma. Il corso è gratuito, aperto a tutti i maggiorenni, e si articola in sei serate dalle 20.30 alle 22.30.\n\nSi impara a chiamare correttamente i soccorsi, a riconoscere un arresto cardiaco, a gestire un’ostruzione delle vie aeree e le emergenze più comuni in casa e al lavoro. I posti sono 25: la prenotazione si effettua online dalla pagina dei corsi.',
    excerpt:
      'Sei serate gratuite a gennaio per imparare i gesti che salvano una vita: i posti sono 25, prenotazione online.',
    date: '2026-09-15',
    author: 'Area Formazione',
    category: 'Comunicati',
    artwork: 'first-aid',
  },
  {
    title: 'Esercitazione di protezione civile sul Monte Valdo',
    content:
      'Sabato 29 e domenica 30 agosto oltre ottanta volontari dei comitati della provincia hanno partecipato all’esercitazione “Valdo 2026”, che simulava l’evacuazione di una frazione isolata da una frana.\n\nIn meno di quattro ore è stato allestito un campo di accoglienza con tende, cucina da campo e posto medico avanzato. L’esercitazione ha permesso di verificare le comunicazioni radio con la sala operativa e il coordinamento con Vigili del fuoco e Soccorso alpino.',
    date: '2026-08-31',
    author: 'Area Emergenze',
    category: 'Eventi',
    artwork: 'emergency',
  },
  {
    title: 'Il Gruppo Giovani incontra le scuole di Valdoria',
    content:
      'Si è concluso il ciclo di incontri “Stili di vita sani” che il nostro Gruppo Giovani ha portato in dodici classi dell’Istituto Marconi e della scuola media Leopardi. Più di 280 studenti hanno partecipato ai laboratori su alimentazione, prevenzione delle dipendenze e sicurezza stradale.\n\nIl metodo dell’educazione tra pari, con volontari di pochi anni più grandi degli studenti, si è confermato efficace: molti ragazzi hanno chiesto di entrare nel gruppo e di partecipare alle prossime attività estive.',
    date: '2026-06-10',
    author: 'Gruppo Giovani',
    category: 'Notizie',
    artwork: 'youth',
  },
  {
    title: 'Raccolta alimentare: grazie a chi ha donato',
    content:
      'La raccolta alimentare di primavera nei supermercati di Valdoria ha superato ogni previsione: sono state raccolte 4,2 tonnellate di alimenti a lunga conservazione e prodotti per l’igiene, che verranno distribuiti nei prossimi mesi a 130 famiglie seguite dall’Emporio solidale.\n\nUn ringraziamento speciale ai 95 volontari che si sono alternati ai punti di raccolta e ai cittadini che hanno riempito i carrelli con generosità. Chi desidera aiutare nella distribuzione può contattarci dal modulo in fondo alla pagina.',
    date: '2026-05-18',
    author: 'Area Sociale',
    category: 'Comunicati',
    artwork: 'social',
  },
];

/** The four numbers of the public spec's fallback, so the home page reads the same with or without the API. */
export const demoStats: DemoStat[] = [
  {
    title: 'Volontari attivi',
    value: '1500+',
    description: 'Donne e uomini che donano il loro tempo al territorio',
  },
  {
    title: 'Beneficiari',
    value: '25000',
    description: 'Persone assistite ogni anno dai nostri servizi',
  },
  {
    title: 'Progetti',
    value: '45+',
    description: 'Iniziative di salute, inclusione ed emergenza',
  },
  {
    title: 'Partner',
    value: '100+',
    description: 'Enti, scuole e imprese che lavorano con noi',
  },
];

export const demoDocuments: DemoDocument[] = [
  {
    title: 'Bilancio consuntivo 2025',
    category: 'Bilanci',
    publishedAt: '2026-05-20T09:00:00Z',
    sections: [
      {
        heading: 'Nota introduttiva',
        paragraphs: [
          'Il bilancio consuntivo dell’esercizio 2025 è stato approvato dall’Assemblea dei Soci il 28 aprile 2026. Espone le entrate e le uscite del Comitato secondo il principio di cassa, nel rispetto delle norme sugli enti del Terzo settore.',
        ],
      },
      {
        heading: 'Sintesi delle entrate e delle uscite (euro)',
        paragraphs: [],
        rows: [
          ['Convenzioni per il trasporto sanitario', '412.350,00'],
          ['Contributi da enti pubblici', '86.200,00'],
          ['Donazioni e 5x1000', '64.780,00'],
          ['Corsi di formazione alla popolazione', '18.940,00'],
          ['Totale entrate', '582.270,00'],
          ['Gestione e manutenzione dei mezzi', '-198.400,00'],
          ['Formazione e dotazioni dei volontari', '-74.150,00'],
          ['Attività sociali ed Emporio solidale', '-121.600,00'],
          ['Sede, utenze e amministrazione', '-142.380,00'],
          ['Avanzo di gestione', '45.740,00'],
        ],
      },
      {
        heading: 'Destinazione dell’avanzo',
        paragraphs: [
          'L’avanzo di gestione è destinato al fondo per il rinnovo del parco mezzi, in vista della sostituzione di due ambulanze con più di dieci anni di servizio.',
        ],
      },
    ],
  },
  {
    title: 'Bilancio preventivo 2026',
    category: 'Bilanci',
    publishedAt: '2026-01-30T09:00:00Z',
    sections: [
      {
        heading: 'Obiettivi dell’esercizio',
        paragraphs: [
          'Il bilancio preventivo 2026 prevede il mantenimento dei servizi di trasporto sanitario, il potenziamento dell’Emporio solidale e l’acquisto di una nuova ambulanza, finanziata in parte dalla raccolta fondi dedicata.',
        ],
      },
      {
        heading: 'Previsioni principali (euro)',
        paragraphs: [],
        rows: [
          ['Entrate da convenzioni', '420.000,00'],
          ['Contributi e donazioni', '150.000,00'],
          ['Investimento nuova ambulanza', '-95.000,00'],
          ['Spese correnti', '-460.000,00'],
          ['Risultato previsto', '15.000,00'],
        ],
      },
    ],
  },
  {
    title: 'Statuto del Comitato',
    category: 'Statuto',
    publishedAt: '2025-11-10T09:00:00Z',
    sections: [
      {
        heading: 'Art. 1 – Denominazione e sede',
        paragraphs: [
          'È costituita l’associazione di volontariato denominata “Croce Rossa Italiana – Comitato di Valdoria – Organizzazione di Volontariato”, con sede legale in Via Roma 12, Valdoria. Il Comitato è parte dell’Associazione della Croce Rossa Italiana e ne condivide i Principi fondamentali.',
        ],
      },
      {
        heading: 'Art. 2 – Finalità',
        paragraphs: [
          'Il Comitato persegue, senza scopo di lucro, finalità civiche, solidaristiche e di utilità sociale: tutela della salute, assistenza sociale, interventi in emergenza, formazione della popolazione e promozione del diritto internazionale umanitario.',
        ],
      },
      {
        heading: 'Art. 3 – Soci',
        paragraphs: [
          'Sono soci le persone che aderiscono ai Principi del Movimento e prestano la propria opera in modo personale, spontaneo e gratuito. L’ammissione è deliberata dal Consiglio Direttivo su domanda dell’interessato.',
        ],
      },
    ],
  },
  {
    title: 'Relazione delle attività 2025',
    category: 'Relazioni',
    publishedAt: '2026-04-15T09:00:00Z',
    sections: [
      {
        heading: 'Un anno di servizio',
        paragraphs: [
          'Nel 2025 i volontari del Comitato hanno svolto oltre 9.800 servizi di trasporto sanitario, garantito l’assistenza sanitaria a 64 manifestazioni e formato 1.150 cittadini nei corsi di primo soccorso e BLSD.',
          'L’Emporio solidale ha sostenuto 130 famiglie; il Gruppo Giovani ha incontrato più di 2.000 studenti nelle scuole del territorio.',
        ],
      },
      {
        heading: 'Volontari e formazione',
        paragraphs: [
          'Al 31 dicembre i soci attivi erano 296, di cui 141 donne. Sono state erogate 4.300 ore di formazione interna, tra aggiornamenti sanitari, guida sicura e logistica in emergenza.',
        ],
      },
    ],
  },
  {
    title: 'Relazione sui servizi di emergenza 2025',
    category: 'Relazioni',
    publishedAt: '2026-03-02T09:00:00Z',
    sections: [
      {
        heading: 'Interventi',
        paragraphs: [
          'La squadra di emergenza è stata attivata 11 volte: due allerte meteo con presidio dei punti critici, il supporto all’evacuazione di una frazione durante l’alluvione di novembre e l’assistenza alla popolazione durante tre interruzioni prolungate dell’energia elettrica.',
        ],
      },
      {
        heading: 'Dotazioni',
        paragraphs: [
          'Il magazzino di emergenza dispone di 12 tende pneumatiche, 240 brandine, due cucine da campo, un posto medico avanzato e un modulo di potabilizzazione dell’acqua.',
        ],
      },
    ],
  },
  {
    title: 'Regolamento dei volontari',
    category: 'Regolamenti',
    publishedAt: '2025-12-12T09:00:00Z',
    sections: [
      {
        heading: 'Doveri del volontario',
        paragraphs: [
          'Il volontario presta servizio con puntualità e decoro, indossa l’uniforme secondo le disposizioni vigenti, rispetta la riservatezza delle persone assistite e partecipa agli aggiornamenti previsti per la propria qualifica.',
        ],
      },
      {
        heading: 'Turni e disponibilità',
        paragraphs: [
          'Le disponibilità si comunicano entro il giorno 20 del mese precedente tramite il gestionale del Comitato. Ogni volontario garantisce almeno quattro turni al mese, salvo diverso accordo con il referente di area.',
        ],
      },
    ],
  },
  {
    title: 'Regolamento per l’uso dei mezzi',
    category: 'Regolamenti',
    publishedAt: '2025-10-03T09:00:00Z',
    sections: [
      {
        heading: 'Autorizzazione alla guida',
        paragraphs: [
          'Possono condurre i mezzi del Comitato solo i volontari in possesso della patente di servizio CRI della categoria adeguata e del corso di guida sicura. Prima di ogni turno l’autista compila la scheda di controllo del mezzo.',
        ],
      },
      {
        heading: 'Segnalazione dei guasti',
        paragraphs: [
          'Ogni anomalia è segnalata subito al responsabile del parco mezzi. Un mezzo con dotazioni sanitarie incomplete non può uscire in servizio.',
        ],
      },
    ],
  },
  {
    title: 'Carta dei servizi',
    category: 'Altri Documenti',
    publishedAt: '2026-02-14T09:00:00Z',
    sections: [
      {
        heading: 'I nostri servizi',
        paragraphs: [
          'Trasporto sanitario programmato e dimissioni ospedaliere, assistenza sanitaria a eventi e manifestazioni, assistenza domiciliare agli anziani soli, Emporio solidale, corsi di primo soccorso per cittadini, scuole e aziende.',
        ],
      },
      {
        heading: 'Come richiederli',
        paragraphs: [
          'I servizi si prenotano per telefono al numero verde del Comitato, attivo 24 ore su 24, oppure con il modulo di contatto del sito. Per i trasporti programmati è richiesto un preavviso di almeno 48 ore.',
        ],
      },
    ],
  },
];
