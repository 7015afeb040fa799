// The content of the interactive history path (/storia/croce-rossa): six chapters,
// the timeline milestones (one per chapter), the details that the visitor can
// explore, the seven Fundamental Principles and the final quiz. Plain data, so
// that the reducer and its tests work on exactly what the page shows.
import type { CommitteeSettings } from '../../../lib/committee-settings';

export type InteractiveElementId =
  | 'video-watched'
  | 'mission-statement'
  | 'battlefield-context'
  | 'dunant-biography'
  | 'wounded-statistics'
  | 'committee-of-five'
  | 'geneva-convention'
  | 'milan-committee'
  | 'voluntary-nurses'
  | 'current-stats'
  | 'fundamental-principles';

export interface Chapter {
  title: string;
  subtitle: string;
  content: string;
  /** Elements the visitor explores by clicking them (ids unique across chapters). */
  interactiveElements: readonly InteractiveElementId[];
}

export interface Milestone {
  year: string;
  title: string;
  description: string;
}

export interface ExplorableDetail {
  /** Short label, also listed in the side panel. */
  label: string;
  /** Teaser shown before the detail is opened. */
  teaser: string;
  /** Paragraphs revealed once explored. */
  body: readonly string[];
}

export interface QuizQuestion {
  question: string;
  options: readonly string[];
  correctAnswer: string;
}

export const chapters: readonly Chapter[] = [
  {
    title: 'Benvenuti nella storia della Croce Rossa',
    subtitle: 'Da Solferino ai nostri giorni: oltre 160 anni di umanità',
    content:
      "Questo percorso racconta come l'idea di un uomo, nata tra i feriti di una battaglia, sia diventata il più grande movimento umanitario del mondo, presente oggi anche nella nostra comunità. Guarda il video introduttivo, apri i dettagli di ogni capitolo e, alla fine, metti alla prova ciò che hai scoperto con la verifica finale.",
    interactiveElements: ['video-watched'],
  },
  {
    title: 'Tutti fratelli',
    subtitle: 'La missione nata tra i feriti di Castiglione delle Stiviere',
    content:
      'Nei giorni successivi alla battaglia di Solferino migliaia di feriti furono portati nella vicina Castiglione delle Stiviere. Chiese, scuole e case divennero ospedali improvvisati e le donne del paese curarono i soldati di ogni esercito senza distinzione, ripetendo «Tutti fratelli». Da quel gesto nasce la missione che la Croce Rossa porta avanti ancora oggi.',
    interactiveElements: ['mission-statement'],
  },
  {
    title: 'Un ricordo di Solferino',
    subtitle: 'La battaglia, il suo testimone e i suoi numeri',
    content:
      'Tornato a Ginevra, Henry Dunant non riuscì a dimenticare ciò che aveva visto. Nel novembre 1862 pubblicò a proprie spese «Un souvenir de Solférino», in cui raccontava la battaglia e proponeva di formare, in tempo di pace, società di soccorso con volontari preparati a curare i feriti in guerra. Apri le tre schede per conoscere il contesto, il protagonista e il prezzo umano di quella giornata.',
    interactiveElements: ['battlefield-context', 'dunant-biography', 'wounded-statistics'],
  },
  {
    title: 'Ginevra, 1863-1864',
    subtitle: 'Dal Comitato dei Cinque alla prima Convenzione di Ginevra',
    content:
      "Il libro di Dunant ebbe un'eco enorme in tutta Europa. In pochi mesi la sua proposta divenne un'organizzazione e poi un trattato internazionale: nascevano così il Comitato Internazionale della Croce Rossa e il diritto internazionale umanitario moderno.",
    interactiveElements: ['committee-of-five', 'geneva-convention'],
  },
  {
    title: 'La Croce Rossa Italiana',
    subtitle: 'Da Milano, 1864, a tutta la penisola',
    content:
      "L'Italia, la terra di Solferino, fu tra le prime nazioni a raccogliere l'appello. Il 15 giugno 1864 a Milano nacque il comitato da cui si sviluppò la Croce Rossa Italiana, che da allora ha soccorso la popolazione in guerre, epidemie e calamità naturali.",
    interactiveElements: ['milan-committee', 'voluntary-nurses'],
  },
  {
    title: 'La Croce Rossa oggi',
    subtitle: 'I nostri volontari e i sette Principi Fondamentali',
    content:
      'Oggi il Movimento Internazionale di Croce Rossa e Mezzaluna Rossa è presente in quasi ogni paese del mondo. Anche nel nostro territorio la sua forza sono le persone: volontarie e volontari che ogni giorno mettono in pratica gli stessi principi nati a Solferino.',
    interactiveElements: ['current-stats', 'fundamental-principles'],
  },
];

export const milestones: readonly Milestone[] = [
  {
    year: '1859-oggi',
    title: 'Il percorso',
    description: 'Un video introduttivo e una panoramica del viaggio',
  },
  {
    year: '1859',
    title: 'Tutti fratelli',
    description: 'A Castiglione delle Stiviere si curano i feriti di ogni esercito',
  },
  {
    year: '1862',
    title: 'Un ricordo di Solferino',
    description: 'Dunant pubblica il libro che propone le società di soccorso',
  },
  {
    year: '1863-1864',
    title: 'Ginevra',
    description: 'Nascono il Comitato Internazionale e la prima Convenzione di Ginevra',
  },
  {
    year: '1864',
    title: 'Croce Rossa Italiana',
    description: 'A Milano nasce il primo comitato italiano di soccorso ai feriti',
  },
  {
    year: 'Oggi',
    title: 'Il nostro comitato',
    description: 'I volontari di oggi e i sette Principi Fondamentali',
  },
];

/** The details revealed by each interactive element, by id. */
export const explorableDetails: Record<InteractiveElementId, ExplorableDetail> = {
  'video-watched': {
    label: 'Il video introduttivo',
    teaser: 'Un breve video sulla nascita della Croce Rossa',
    body: [],
  },
  'mission-statement': {
    label: 'La missione',
    teaser: 'Scopri la missione che unisce i volontari di tutto il mondo',
    body: [
      'Prevenire e alleviare in ogni circostanza le sofferenze degli esseri umani, proteggere la vita e la salute e far rispettare la dignità della persona, senza alcuna distinzione di nazionalità, razza, religione, condizione sociale o appartenenza politica.',
      'È la stessa idea delle donne di Castiglione: chi soffre va aiutato per il solo fatto di essere una persona.',
    ],
  },
  'battlefield-context': {
    label: 'Il contesto della battaglia',
    teaser: 'La Seconda guerra di indipendenza italiana',
    body: [
      "Il 24 giugno 1859, sulle colline a sud del lago di Garda, l'esercito franco-piemontese di Napoleone III e Vittorio Emanuele II affrontò l'esercito austriaco dell'imperatore Francesco Giuseppe.",
      'Circa 300.000 soldati si scontrarono per quasi quindici ore tra Solferino e San Martino: fu una delle battaglie più sanguinose del XIX secolo, combattuta mentre i servizi sanitari militari erano del tutto insufficienti.',
    ],
  },
  'dunant-biography': {
    label: 'Henry Dunant',
    teaser: "L'uomo d'affari ginevrino che cambiò la storia",
    body: [
      "Jean-Henry Dunant nacque a Ginevra l'8 maggio 1828. Nel giugno 1859 era in Lombardia per incontrare Napoleone III per i suoi affari e si trovò davanti alle conseguenze della battaglia: a Castiglione delle Stiviere organizzò i soccorsi insieme alla popolazione.",
      'Nel 1901 ricevette, insieme a Frédéric Passy, il primo Premio Nobel per la Pace. Morì a Heiden, in Svizzera, il 30 ottobre 1910.',
    ],
  },
  'wounded-statistics': {
    label: 'Il prezzo umano',
    teaser: 'I numeri dei caduti e dei feriti',
    body: [
      'Secondo le stime più diffuse la battaglia lasciò sul campo circa 40.000 uomini tra morti, feriti e dispersi.',
      'Nei primi tre giorni circa 9.000 feriti furono trasportati a Castiglione delle Stiviere, a pochi chilometri da Solferino, dove mancavano medici, bende e perfino acqua.',
    ],
  },
  'committee-of-five': {
    label: 'Il Comitato dei Cinque',
    teaser: 'Ginevra, 17 febbraio 1863',
    body: [
      'Henry Dunant, il giurista Gustave Moynier, il generale Guillaume-Henri Dufour e i medici Louis Appia e Théodore Maunoir fondarono il Comitato internazionale di soccorso ai militari feriti, che dal 1876 si chiama Comitato Internazionale della Croce Rossa.',
      "Nell'ottobre 1863 una conferenza internazionale a Ginevra stabilì la creazione di comitati nazionali di soccorso e adottò l'emblema: una croce rossa su fondo bianco, i colori invertiti della bandiera svizzera.",
    ],
  },
  'geneva-convention': {
    label: 'La Convenzione di Ginevra',
    teaser: 'Il primo trattato di diritto internazionale umanitario',
    body: [
      "Il 22 agosto 1864 dodici Stati, tra cui l'Italia, firmarono la Convenzione di Ginevra per il miglioramento della sorte dei militari feriti negli eserciti in campagna.",
      "La Convenzione stabilì che feriti, ambulanze, ospedali militari e personale sanitario sono neutrali e vanno rispettati, e riconobbe l'emblema della croce rossa come segno di protezione.",
    ],
  },
  'milan-committee': {
    label: 'Milano, 15 giugno 1864',
    teaser: 'Il primo comitato italiano',
    body: [
      "Su iniziativa del medico Cesare Castiglioni e dell'Associazione medica italiana nacque a Milano il Comitato dell'Associazione italiana per il soccorso ai feriti ed ai malati in guerra.",
      "I suoi volontari intervennero già nella guerra del 1866. Dal 1872 l'associazione prese il nome di Croce Rossa Italiana.",
    ],
  },
  'voluntary-nurses': {
    label: 'Soccorso in pace e in guerra',
    teaser: 'Dalle Infermiere Volontarie alle emergenze di oggi',
    body: [
      'Nel 1908 nacque il Corpo delle Infermiere Volontarie, che nello stesso anno prestò soccorso ai sopravvissuti del terremoto di Messina e Reggio Calabria.',
      "Da allora la Croce Rossa Italiana è intervenuta in guerre, epidemie, terremoti e alluvioni. Dal 2016 è un'associazione di diritto privato e un'organizzazione di volontariato, ausiliaria dei poteri pubblici nel campo umanitario.",
    ],
  },
  'current-stats': {
    label: 'I nostri numeri',
    teaser: 'Volontari, donne, servizi ed emergenze del comitato',
    body: [],
  },
  'fundamental-principles': {
    label: 'I sette Principi Fondamentali',
    teaser: 'Proclamati a Vienna nel 1965, guidano ogni nostra azione',
    body: [],
  },
};

/** The four numbers of the last chapter (the committee's, from its settings), in display order. */
export function currentStats(stats: CommitteeSettings['historyStats']) {
  return [
    { key: 'volontari', value: stats.volunteers, label: 'Volontari attivi' },
    { key: 'donne', value: stats.women, label: 'Donne volontarie' },
    { key: 'servizi', value: stats.services, label: 'Servizi svolti' },
    { key: 'emergenza', value: stats.emergencies, label: 'Interventi in emergenza' },
  ] as const;
}

export const fundamentalPrinciples = [
  {
    name: 'Umanità',
    description:
      'Prevenire e alleviare in ogni circostanza le sofferenze degli uomini, proteggere la vita e la salute e far rispettare la persona umana.',
  },
  {
    name: 'Imparzialità',
    description:
      'Nessuna distinzione di nazionalità, razza, religione, classe o opinione politica: si soccorre secondo il bisogno, prima i casi più urgenti.',
  },
  {
    name: 'Neutralità',
    description:
      'Per avere la fiducia di tutti, il Movimento non prende parte alle ostilità né alle controversie di ordine politico, razziale, religioso o ideologico.',
  },
  {
    name: 'Indipendenza',
    description:
      "Ausiliarie dei poteri pubblici, le Società Nazionali conservano un'autonomia che permette loro di agire sempre secondo i principi del Movimento.",
  },
  {
    name: 'Volontarietà',
    description:
      "Un'istituzione di soccorso volontario e disinteressato, non guidata dal desiderio di guadagno.",
  },
  {
    name: 'Unità',
    description:
      'In ogni paese può esistere una sola Società Nazionale di Croce Rossa o Mezzaluna Rossa, aperta a tutti e attiva su tutto il territorio.',
  },
  {
    name: 'Universalità',
    description:
      'Un movimento mondiale in cui tutte le Società hanno uguali diritti e il dovere di aiutarsi reciprocamente.',
  },
] as const;

export const quizQuestions: readonly QuizQuestion[] = [
  {
    question: 'In quale anno si combatté la battaglia di Solferino?',
    options: ['1848', '1859', '1866', '1870'],
    correctAnswer: '1859',
  },
  {
    question: 'Come si intitola il libro in cui Henry Dunant raccontò la battaglia?',
    options: ['Le mie prigioni', 'Un ricordo di Solferino', 'Cuore', 'Tutti fratelli'],
    correctAnswer: 'Un ricordo di Solferino',
  },
  {
    question: 'In quale città nacque nel 1864 il primo comitato della Croce Rossa Italiana?',
    options: ['Torino', 'Roma', 'Milano', 'Firenze'],
    correctAnswer: 'Milano',
  },
  {
    question: 'Qual è il primo dei sette Principi Fondamentali della Croce Rossa?',
    options: ['Neutralità', 'Imparzialità', 'Universalità', 'Umanità'],
    correctAnswer: 'Umanità',
  },
];

/**
 * The introductory video: played from the settings' historyVideoYoutubeId when the committee
 * has chosen one; otherwise a clearly labelled link to a YouTube search. Either way nothing
 * is requested from YouTube until the visitor clicks.
 */
export const introVideo = {
  title: 'La nascita della Croce Rossa: da Solferino a Ginevra',
  searchUrl:
    'https://www.youtube.com/results?search_query=storia+della+Croce+Rossa+Solferino+Henry+Dunant',
} as const;
