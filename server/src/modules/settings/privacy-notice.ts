// The privacy notice a committee starts with (/privacy): the GDPR notice (Reg. UE 2016/679,
// artt. 13-14) for the site's visitors and the people who write to the committee, filled
// with the committee's settings (its name, fiscal code, data controller and how long
// contact requests are kept). Written once into the settings, at the first start or by the
// migration that made the notice the committee's own; from then on it is the committee's
// text, edited in the back office. The HTML keeps to the rich text's allowlist.
import { sanitizeRichText } from '../../domain/rich-text.js';
import { escapeHtml } from '../mail/mail-content.js';

/** The date of this text, the notice's "last updated" until the committee changes it. */
export const DEFAULT_PRIVACY_NOTICE_DATE = '2025-06-13';

/**
 * The visit statistics (modules/analytics): counted on the server without cookies, with a
 * visitor's estimate that cannot link two days. Added after the paragraph on cookies, also
 * to the notices of existing committees that were never edited (the analytics migration).
 */
export const ANALYTICS_PARAGRAPH =
  '<p>Per sapere quante persone leggono il sito, il server conta le visite alle sue pagine senza usare cookie né altri dati salvati nel tuo browser. Per ogni giorno registra soltanto la pagina vista, il sito da cui arrivi (solo il suo nome), il tipo di dispositivo (telefono, tablet o computer) e una stima dei visitatori unici, calcolata con un codice ricavato dall’indirizzo IP, dal browser e da un valore casuale che cambia ogni giorno e viene cancellato alla fine della giornata: le visite di giorni diversi non possono essere collegate tra loro. L’indirizzo IP e i dati del browser non vengono conservati, le visite del personale del comitato e dei programmi automatici non sono contate. Le statistiche sono soltanto aggregate, servono al comitato per capire quali contenuti interessano, non sono combinate con altri dati né comunicate a terzi e sono cancellate dopo 25 mesi. Base giuridica: il legittimo interesse del titolare (art. 6, par. 1, lett. f, GDPR). Il comitato può disattivare il conteggio nelle impostazioni del sito.</p>';

/** The end of the paragraph on cookies, after which ANALYTICS_PARAGRAPH comes. */
export const COOKIES_PARAGRAPH_END = 'si applicano le informative di quei servizi.</p>';

/** What the notice says about the committee. */
export interface PrivacyNoticeFacts {
  name: string;
  fiscalCode: string;
  dataController: { name: string; address: string; email: string };
  contactRetentionMonths: number;
}

/** A list item as the back office's editor writes one (a paragraph in it). */
const li = (html: string): string => `<li><p>${html}</p></li>`;

/**
 * The notice as rich text, filled with the committee's facts (HTML-escaped), stored as
 * sanitised rich text is, in the form the back office's editor gives back unchanged: saving the settings without touching
 * the notice is not a change of the notice.
 */
export function defaultPrivacyNotice(facts: PrivacyNoticeFacts): string {
  const name = escapeHtml(facts.name);
  const controller = escapeHtml(facts.dataController.name);
  const address = escapeHtml(facts.dataController.address);
  const fiscalCode = escapeHtml(facts.fiscalCode);
  const email = escapeHtml(facts.dataController.email);
  const mail = `<a href="mailto:${email}">${email}</a>`;
  return sanitizeRichText(
    [
      `<p>Ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (di seguito «GDPR»), ${name} informa chi visita questo sito e chi entra in contatto con il comitato attraverso di esso su come vengono trattati i suoi dati personali.</p>`,
      '<h2>1. Titolare del trattamento</h2>',
      `<p>Il titolare del trattamento è ${controller}, con sede in ${address}, codice fiscale ${fiscalCode}.</p>`,
      `<p>Per qualsiasi domanda sul trattamento dei tuoi dati e per esercitare i tuoi diritti puoi scrivere all’indirizzo e-mail ${mail}.</p>`,
      '<h2>2. Finalità e base giuridica</h2>',
      '<p>Trattiamo i dati personali per le seguenti finalità:</p>',
      '<ul>',
      li(
        '<strong>Rispondere ai messaggi inviati con il modulo di contatto</strong> (nome, e-mail, oggetto e testo del messaggio), comprese le richieste di informazioni su servizi, corsi e volontariato. Base giuridica: l’esecuzione di misure precontrattuali adottate su tua richiesta e il tuo consenso, espresso con l’apposita casella (art. 6, par. 1, lett. b e a, GDPR).',
      ),
      li(
        '<strong>Gestire le iscrizioni ai corsi e agli eventi</strong> fatte sul sito (nome, e-mail, telefono se indicato): confermare il posto o la posizione in lista d’attesa, inviare il promemoria e le comunicazioni sul corso, registrare la presenza. Base giuridica: l’esecuzione di misure adottate su tua richiesta e il tuo consenso, espresso con l’apposita casella (art. 6, par. 1, lett. b e a, GDPR).',
      ),
      li(
        '<strong>Gestire le donazioni</strong> ricevute con bonifico o carta, ed emettere le relative ricevute ai fini della detraibilità fiscale. Base giuridica: l’adempimento di obblighi di legge, contabili e fiscali (art. 6, par. 1, lett. c, GDPR).',
      ),
      li(
        '<strong>Garantire il funzionamento e la sicurezza del sito</strong>, attraverso i dati tecnici di navigazione (indirizzo IP, data e ora della richiesta, pagina richiesta) registrati dal server. Base giuridica: il legittimo interesse del titolare alla sicurezza dei propri sistemi (art. 6, par. 1, lett. f, GDPR).',
      ),
      '</ul>',
      '<p>Il sito non usa cookie di profilazione né strumenti di analisi di terze parti. Conserva nel tuo browser, solo per la durata della sessione, un’informazione tecnica che evita di mostrarti più volte l’invito a sostenerci. Non carica contenuti di altri siti finché non sei tu a richiederlo: video, prenotazioni dei corsi e pagamenti con carta si aprono su servizi esterni (per esempio YouTube, Calendly o il fornitore dei pagamenti) solo quando scegli di farlo, e da quel momento si applicano le informative di quei servizi.</p>',
      ANALYTICS_PARAGRAPH,
      '<h2>3. Modalità del trattamento</h2>',
      '<p>I dati sono trattati con strumenti elettronici, da volontari e personale del comitato autorizzati e istruiti al trattamento, secondo i principi di liceità, correttezza, trasparenza, minimizzazione ed esattezza (art. 5 GDPR). Adottiamo misure tecniche e organizzative adeguate a proteggerli da accessi non autorizzati, perdita o divulgazione: connessioni cifrate, accesso all’area riservata solo con credenziali personali e copie di sicurezza.</p>',
      '<p>I dati non sono sottoposti a processi decisionali automatizzati né a profilazione.</p>',
      '<h2>4. Periodo di conservazione</h2>',
      '<ul>',
      li(
        `I messaggi inviati con il modulo di contatto sono conservati per il tempo necessario a rispondere e a dare seguito alla richiesta, e comunque non oltre ${facts.contactRetentionMonths} mesi dall’ultimo contatto.`,
      ),
      li(
        `Le iscrizioni ai corsi e agli eventi sono cancellate ${facts.contactRetentionMonths} mesi dopo la loro conclusione.`,
      ),
      li(
        'I dati relativi alle donazioni sono conservati per 10 anni, come richiesto dalla normativa civilistica e fiscale.',
      ),
      li(
        'I dati tecnici di navigazione sono conservati per il tempo strettamente necessario a garantire la sicurezza del sito, salvo che servano all’accertamento di reati.',
      ),
      '</ul>',
      '<h2>5. Diritti dell’interessato</h2>',
      '<p>In ogni momento puoi esercitare i diritti previsti dagli articoli da 15 a 22 del GDPR:</p>',
      '<ul>',
      li('accedere ai tuoi dati e riceverne copia (art. 15);'),
      li('chiederne la rettifica o l’integrazione (art. 16);'),
      li('chiederne la cancellazione (art. 17);'),
      li('chiedere la limitazione del trattamento (art. 18);'),
      li('ricevere i dati in un formato strutturato e trasmetterli ad altri (art. 20);'),
      li('opporti al trattamento basato sul legittimo interesse (art. 21);'),
      li(
        'revocare il consenso in qualsiasi momento, senza pregiudicare la liceità del trattamento svolto prima della revoca (art. 7, par. 3).',
      ),
      '</ul>',
      `<p>Per esercitarli scrivi a ${mail}: ti risponderemo entro un mese dalla richiesta. Se ritieni che il trattamento violi il GDPR hai il diritto di proporre reclamo al Garante per la protezione dei dati personali (art. 77 GDPR), con le modalità indicate sul sito <a href="https://www.garanteprivacy.it">www.garanteprivacy.it</a>.</p>`,
      '<h2>6. Comunicazione e diffusione dei dati</h2>',
      '<p>I dati non sono diffusi. Possono essere comunicati, solo per le finalità indicate:</p>',
      '<ul>',
      li(
        'ai fornitori dei servizi informatici che ospitano il sito e la posta elettronica, nominati responsabili del trattamento (art. 28 GDPR);',
      ),
      li(
        'all’Associazione della Croce Rossa Italiana e ai suoi comitati, quando la tua richiesta riguarda attività svolte insieme a loro;',
      ),
      li('alle autorità pubbliche, quando lo richiede la legge.'),
      '</ul>',
      '<p>I dati non sono trasferiti verso paesi al di fuori dell’Unione europea. Il conferimento dei dati nel modulo di contatto è facoltativo, ma senza di essi non possiamo rispondere al tuo messaggio.</p>',
    ].join(''),
  );
}
