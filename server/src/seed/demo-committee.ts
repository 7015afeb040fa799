// The placeholder committee ("Comitato di Valdoria"): its board, home slides, activity
// areas, services and history timeline, as the public site showed them when they were
// code, written with the demo content (SEED); its settings are the settings module's
// (demo-settings.ts: written at every first start, the site cannot render without them).
// Artwork names refer to the SVG files in server/seed-assets.
import type { ActivitySize } from '../modules/activities/activity-size.js';
import type { ServiceIcon } from '../modules/services/service-icon.js';
import type { Artwork } from './demo-content.js';
import { demoSettings } from '../modules/settings/demo-settings.js';

export { demoSettings };

const { town, foundedYear } = demoSettings;
const { street } = demoSettings.address;

export interface DemoTeamMember {
  name: string;
  role: string;
  /** "Breve biografia": shown in the member's dialog on the home page. */
  bio: string;
  email: string;
  phone: string | null;
  location: string;
  artwork: Artwork;
}

const seat = `Sede di ${town}, ${street}`;

export const demoTeam: DemoTeamMember[] = [
  {
    name: 'Marco Bellini',
    role: 'Presidente',
    bio: 'Volontario dal 1998, soccorritore e istruttore di primo soccorso. Guida il comitato dal 2020.',
    email: 'presidente.valdoria@cri.it',
    phone: '0123 456780',
    location: seat,
    artwork: 'team/presidente',
  },
  {
    name: 'Giulia Ferrante',
    role: 'Vicepresidente',
    bio: 'Infermiera, volontaria dal 2005: coordina i servizi sociali e l’assistenza domiciliare.',
    email: 'vicepresidente.valdoria@cri.it',
    phone: '0123 456781',
    location: seat,
    artwork: 'team/vicepresidente',
  },
  {
    name: 'Antonio Russo',
    role: 'Consigliere',
    bio: 'Autista soccorritore da vent’anni, segue il parco mezzi e la logistica delle emergenze.',
    email: 'a.russo.valdoria@cri.it',
    phone: null,
    location: seat,
    artwork: 'team/consigliere-1',
  },
  {
    name: 'Chiara Lombardi',
    role: 'Consigliere',
    bio: 'Formatrice, cura i corsi per la popolazione e la formazione dei nuovi volontari.',
    email: 'c.lombardi.valdoria@cri.it',
    phone: null,
    location: seat,
    artwork: 'team/consigliere-2',
  },
  {
    name: 'Davide Esposito',
    role: 'Consigliere Giovani',
    bio: 'Entrato nel Gruppo Giovani a 16 anni, oggi ne rappresenta i volontari nel consiglio.',
    email: 'giovani.valdoria@cri.it',
    phone: null,
    location: `Gruppo Giovani, ${seat}`,
    artwork: 'team/consigliere-giovani',
  },
];

export interface DemoSlide {
  title: string;
  subtitle: string;
  description: string;
  imageAlt: string;
  buttonLabel: string;
  buttonLink: string;
  artwork: Artwork;
}

export const demoSlides: DemoSlide[] = [
  {
    title: 'Croce Rossa Italiana',
    subtitle: 'Comitato di Valdoria',
    description:
      'Dal 1980 quasi 300 volontari e 20 mezzi al servizio della comunità: soccorso, trasporti, formazione e vicinanza a chi ha bisogno.',
    imageAlt: 'La sede del comitato al tramonto',
    buttonLabel: 'Chi siamo',
    buttonLink: '#chi-siamo',
    artwork: 'hero/sede',
  },
  {
    title: 'Diventa volontario',
    subtitle: 'Un gesto che cambia le cose',
    description:
      'Emergenza, sociale, giovani: scopri le nostre attività e trova il modo di dedicare un po’ del tuo tempo agli altri.',
    imageAlt: 'Volontari della Croce Rossa insieme',
    buttonLabel: 'Scopri le attività',
    buttonLink: '#attivita',
    artwork: 'hero/volontari',
  },
  {
    title: 'Trasporto sanitario',
    subtitle: 'Al tuo fianco, 24 ore su 24',
    description:
      'Visite, terapie, dimissioni e dialisi: prenota un trasporto con i nostri mezzi attrezzati e il nostro personale formato.',
    imageAlt: 'Un’ambulanza del comitato in servizio notturno',
    buttonLabel: 'Prenota un servizio',
    buttonLink: '#prenota-servizio',
    artwork: 'hero/ambulanza',
  },
  {
    title: 'Formazione e corsi',
    subtitle: 'Impara a salvare una vita',
    description:
      'Primo soccorso, BLSD, manovre salvavita pediatriche: corsi aperti a tutti, tenuti da istruttori certificati.',
    imageAlt: 'Un corso di primo soccorso',
    buttonLabel: 'Vedi i corsi',
    buttonLink: '#corsi',
    artwork: 'hero/formazione',
  },
];

export interface DemoActivity {
  title: string;
  category: 'Sociale' | 'Emergenza' | 'Giovani';
  summary: string;
  body: string;
  location: string;
  size: `${ActivitySize}`;
  artwork: Artwork;
}

export const demoActivities: DemoActivity[] = [
  {
    title: 'Assistenza sanitaria agli eventi',
    summary:
      'Squadre di soccorritori e ambulanze a presidio di manifestazioni sportive, concerti, sagre ed eventi pubblici del territorio.',
    category: 'Sociale',
    location: 'Valdoria e comuni limitrofi',
    size: 'large',
    artwork: 'activities/eventi',
    body: `<p>Ogni anno i nostri volontari garantiscono l'<strong>assistenza sanitaria</strong> a decine di manifestazioni: gare podistiche e ciclistiche, partite, concerti, feste patronali e grandi eventi all'aperto.</p>
<h2>Cosa facciamo</h2>
<ul>
  <li>Ambulanze di soccorso con autista e soccorritori certificati;</li>
  <li>squadre a piedi e in bicicletta per raggiungere rapidamente il pubblico;</li>
  <li>posti medici avanzati per le manifestazioni più grandi, in raccordo con il 118.</li>
</ul>
<h2>Come richiederla</h2>
<p>Gli organizzatori possono chiedere un preventivo scrivendoci dal modulo di contatto almeno <strong>30 giorni prima</strong> dell'evento, indicando data, luogo, orari e numero di partecipanti previsto.</p>`,
  },
  {
    title: 'Gruppo Giovani',
    summary:
      'Ragazze e ragazzi dai 14 ai 32 anni che promuovono salute, inclusione e cittadinanza attiva tra i loro coetanei.',
    category: 'Giovani',
    location: 'Sede del comitato e scuole del territorio',
    size: 'small',
    artwork: 'activities/giovani',
    body: `<p>Il <strong>Gruppo Giovani</strong> riunisce i volontari dai 14 ai 32 anni. Progettano e realizzano attività pensate dai giovani per i giovani, nelle scuole, nelle piazze e online.</p>
<h2>Le nostre attività</h2>
<ul>
  <li>Educazione alla salute e prevenzione delle dipendenze;</li>
  <li>sicurezza stradale e primo soccorso per le scuole;</li>
  <li>inclusione sociale, educazione alla pace e diritto internazionale umanitario;</li>
  <li>campi estivi e scambi con i giovani di altri comitati.</li>
</ul>
<p>Per entrare basta avere almeno 14 anni e frequentare il <strong>corso di accesso</strong> per volontari: ti aspettiamo in sede!</p>`,
  },
  {
    title: 'Soccorso in emergenza con il 118',
    summary:
      'Equipaggi in convenzione con il servizio regionale di emergenza sanitaria 118, pronti a partire giorno e notte.',
    category: 'Emergenza',
    location: 'Postazione 118 di Valdoria',
    size: 'small',
    artwork: 'activities/soccorso-118',
    body: `<p>In convenzione con il <strong>servizio regionale di emergenza sanitaria 118</strong>, il comitato mette a disposizione equipaggi e ambulanze di soccorso avanzato, attivi 24 ore su 24.</p>
<h2>Come lavoriamo</h2>
<p>La centrale operativa del 118 invia l'ambulanza più vicina: i nostri soccorritori, formati secondo gli standard regionali e nazionali, prestano il primo soccorso e trasportano il paziente all'ospedale più adatto.</p>
<ul>
  <li>Turni diurni e notturni, festivi compresi;</li>
  <li>addestramento continuo su rianimazione cardiopolmonare, defibrillazione e trauma;</li>
  <li>mezzi sanificati e controllati a ogni cambio turno.</li>
</ul>
<p>In caso di emergenza chiama sempre il <strong>112</strong>, il numero unico europeo.</p>`,
  },
  {
    title: 'Emergenze e protezione civile',
    summary:
      'Volontari formati per alluvioni, terremoti e maxi-emergenze: logistica, campi di accoglienza e supporto alla popolazione.',
    category: 'Emergenza',
    location: 'Provincia e, su attivazione, tutta Italia',
    size: 'medium',
    artwork: 'activities/protezione-civile',
    body: `<p>Quando il territorio è colpito da un'<strong>emergenza</strong> – un'alluvione, un terremoto, un'ondata di calore – i nostri volontari intervengono al fianco della Protezione Civile.</p>
<h2>In campo</h2>
<ul>
  <li>Allestimento e gestione di campi e centri di accoglienza;</li>
  <li>distribuzione di pasti, acqua e beni di prima necessità;</li>
  <li>supporto psicosociale alle persone colpite;</li>
  <li>ricerca di persone disperse e ricongiungimento familiare.</li>
</ul>
<p>Il comitato fa parte del sistema nazionale di risposta alle emergenze della Croce Rossa Italiana e può essere attivato anche fuori regione.</p>`,
  },
  {
    title: 'Trasporto sanitario',
    summary:
      'Accompagniamo in ambulanza o con mezzi attrezzati chi deve raggiungere ospedali, visite, terapie e dialisi.',
    category: 'Sociale',
    location: 'Valdoria e ospedali della provincia',
    size: 'small',
    artwork: 'activities/trasporto-sanitario',
    body: `<p>Il <strong>trasporto sanitario</strong> aiuta chi non può spostarsi da solo a raggiungere ospedali, ambulatori e centri di cura.</p>
<h2>Per chi</h2>
<ul>
  <li>Dimissioni ospedaliere e trasferimenti tra strutture;</li>
  <li>visite specialistiche, esami, terapie e dialisi;</li>
  <li>persone in carrozzina o allettate, con mezzi attrezzati.</li>
</ul>
<h2>Come prenotare</h2>
<p>Chiama il nostro numero verde o scrivici dal modulo di contatto con almeno <strong>48 ore di anticipo</strong>, indicando data, orario, indirizzo di partenza e destinazione.</p>`,
  },
];

export interface DemoService {
  title: string;
  category: string;
  summary: string;
  body: string;
  features: string[];
  icon: `${ServiceIcon}`;
  isNew: boolean;
}

export const demoServices: DemoService[] = [
  {
    title: 'Trasporto Sanitario',
    category: 'Sanitario',
    summary:
      'Accompagniamo in ambulanza o con mezzi attrezzati chi deve raggiungere ospedali e ambulatori e non può farlo da solo.',
    body: '',
    features: [
      'Visite, terapie, dialisi, ricoveri e dimissioni',
      'Ambulanze e mezzi attrezzati per carrozzine',
      'Equipaggi di volontari formati e certificati',
    ],
    icon: 'ambulance',
    isNew: false,
  },
  {
    title: 'Assistenza Domiciliare',
    category: 'Sociale',
    summary:
      'I nostri volontari raggiungono a casa anziani e persone fragili, per non lasciare nessuno solo.',
    body: '',
    features: [
      'Consegna a domicilio di farmaci e spesa',
      'Visite di compagnia e telefonate di controllo',
      'Sostegno alle famiglie e a chi assiste un familiare',
    ],
    icon: 'home',
    isNew: true,
  },
  {
    title: 'Assistenza Sanitaria',
    category: 'Emergenza',
    summary:
      'Presidi sanitari per eventi, manifestazioni e gare, e soccorso in emergenza insieme al 118.',
    body: '',
    features: [
      'Ambulanze e squadre di soccorso a piedi agli eventi',
      'Soccorso in emergenza in convenzione con il 118',
      'Piani di assistenza sanitaria per gli organizzatori',
    ],
    icon: 'cross',
    isNew: false,
  },
];

export interface DemoTimelineEvent {
  year: string;
  date: string;
  title: string;
  description: string;
  details: string;
}

const founded = String(foundedYear);
/** The vehicles and the people of the committee today (the public site's constants). */
const vehicles = 20;
const peopleAbout = 300;

export const demoTimeline: DemoTimelineEvent[] = [
  {
    year: founded,
    date: founded,
    title: 'Il comitato promotore',
    description: `Un gruppo di cittadini di ${town} costituisce il comitato promotore per dare al territorio un proprio servizio di soccorso.`,
    details:
      'Medici, amministratori e semplici cittadini si riuniscono con un obiettivo concreto: non lasciare più nessuno ad aspettare un mezzo di soccorso in arrivo da lontano.',
  },
  {
    year: founded,
    date: `4 ottobre ${founded}`,
    title: 'I primi volontari',
    description:
      'Il servizio prende il via con i primi volontari, formati con i corsi di primo soccorso.',
    details:
      'Turni organizzati a mano su un quaderno, una sede provvisoria e tanta determinazione: è l’inizio di una storia di volontariato che continua ancora oggi.',
  },
  {
    year: founded,
    date: `Ottobre ${founded}`,
    title: 'Le prime due ambulanze',
    description: 'Due banche del territorio donano al comitato le sue prime due ambulanze.',
    details:
      'La generosità della comunità rende possibile ciò che i soli volontari non avrebbero potuto fare: con due mezzi propri il servizio diventa stabile.',
  },
  {
    year: founded,
    date: `Fine novembre ${founded}`,
    title: 'Servizio 24 ore su 24',
    description: 'Da fine novembre il servizio è attivo giorno e notte, tutti i giorni dell’anno.',
    details:
      'Da allora la sede non ha mai chiuso: in ogni momento c’è una squadra pronta a partire per un’emergenza o un trasporto sanitario.',
  },
  {
    year: 'Oggi',
    date: 'Oggi',
    title: `${vehicles} mezzi e quasi ${peopleAbout} persone`,
    description: `Il comitato conta ${vehicles} mezzi e quasi ${peopleAbout} persone tra volontari e personale.`,
    details:
      'Emergenza sanitaria, trasporti, assistenza alle manifestazioni, attività sociali e formazione: lo spirito del 1980 vive in ogni servizio.',
  },
];
