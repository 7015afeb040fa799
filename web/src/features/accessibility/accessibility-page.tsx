// /accessibilita: the accessibility statement, in the structure of AgID's model
// (Linee guida sull'accessibilità degli strumenti informatici, "Dichiarazione di
// accessibilità"): conformity status with WCAG 2.1 level AA, the content that is not
// accessible, how the statement was prepared (the checks this project runs), the
// feedback contact and the AgID enforcement procedure, the site's name and the date of
// the last review. The name, the e-mail and the date come from the committee settings.
import styled from 'styled-components';
import { WithCommittee } from '../../components/ui/committee-state';
import { Container } from '../../components/ui/container';
import { PageHero } from '../../components/ui/page-hero';
import { type CommitteeSettings, useCommitteeSettings } from '../../lib/committee-settings';
import { formatDate, isoDate } from '../../lib/format-date';
import { usePageMeta } from '../../lib/use-page-meta';

/** Where AgID receives the reports of the enforcement procedure (procedura di attuazione). */
const AGID_FEEDBACK_URL = 'https://form.agid.gov.it';

export default function AccessibilityPage() {
  const settings = useCommitteeSettings();
  usePageMeta(
    'Dichiarazione di accessibilità',
    `Dichiarazione di accessibilità del sito${settings ? ` di ${settings.name}` : ''}: stato di conformità alle WCAG 2.1 livello AA, contenuti non accessibili e come segnalarci un problema.`,
  );

  return (
    <>
      <PageHero
        eyebrow="Accessibilità"
        title="Dichiarazione di accessibilità"
        lead="Quanto questo sito è accessibile, come lo verifichiamo e come segnalarci un problema."
      />
      <Body>
        <Container>
          <Text>
            <WithCommittee>{(committee) => <Statement committee={committee} />}</WithCommittee>
          </Text>
        </Container>
      </Body>
    </>
  );
}

function Statement({ committee }: { committee: CommitteeSettings }) {
  const reviewed = committee.accessibilityReviewDate;
  return (
    <>
      <p>
        {committee.name} si impegna a rendere il proprio sito web accessibile, conformemente alla
        legge 9 gennaio 2004, n. 4, e alle Linee guida sull’accessibilità degli strumenti
        informatici dell’Agenzia per l’Italia Digitale (AgID). Pubblica questa dichiarazione secondo
        il modello dell’AgID.
      </p>
      <p>La presente dichiarazione di accessibilità si applica al sito web «{committee.name}».</p>

      <section aria-labelledby="conformita-title">
        <h2 id="conformita-title">Stato di conformità</h2>
        <p>
          Questo sito web è <strong>parzialmente conforme</strong> ai requisiti previsti
          dall’allegato A alla norma UNI CEI EN 301549 e alle Web Content Accessibility Guidelines
          (WCAG) 2.1, livello AA, per i contenuti non accessibili elencati di seguito.
        </p>
      </section>

      <section aria-labelledby="non-accessibili-title">
        <h2 id="non-accessibili-title">Contenuti non accessibili</h2>
        <p>I contenuti elencati di seguito non sono accessibili, o non lo sono del tutto:</p>
        <h3>Inosservanza della legge 4/2004</h3>
        <ul>
          <li>
            Alcuni documenti PDF pubblicati nella pagina Trasparenza (bilanci, statuto, relazioni)
            sono scansioni o file prodotti da altri programmi e potrebbero non essere leggibili con
            un lettore di schermo (criteri WCAG 1.1.1 e 1.3.1). Su richiesta ne forniamo il
            contenuto in un formato accessibile.
          </li>
        </ul>
        <h3>Contenuti non soggetti alla disciplina</h3>
        <ul>
          <li>
            I servizi di terze parti che si aprono solo su scelta del visitatore (il video su
            YouTube, la prenotazione dei corsi su Calendly, il pagamento con carta) non sono
            sviluppati né controllati dal comitato.
          </li>
        </ul>
        <p>Non sono noti altri contenuti non accessibili.</p>
      </section>

      <section aria-labelledby="redazione-title">
        <h2 id="redazione-title">Redazione della dichiarazione di accessibilità</h2>
        <p>
          La dichiarazione è stata redatta con un’autovalutazione effettuata direttamente dal
          comitato, con i controlli che accompagnano ogni modifica del sito:
        </p>
        <ul>
          <li>
            <strong>Verifiche automatiche</strong>: ogni pagina del sito è aperta in un browser
            reale e analizzata con axe-core rispetto ai criteri WCAG 2.1 A e AA; il punteggio di
            accessibilità di Lighthouse è misurato sulle pagine principali.
          </li>
          <li>
            <strong>Verifiche manuali</strong>: navigazione completa da tastiera (collegamento
            «Salta al contenuto principale», menu, finestre di dialogo che trattengono il focus,
            carosello e cronologia); nomi ed etichette letti dai lettori di schermo per pulsanti,
            campi dei moduli, immagini e regioni della pagina; rispetto della preferenza di
            riduzione del movimento (nessuno scorrimento automatico né animazioni).
          </li>
        </ul>
        <p>
          Ultimo riesame della dichiarazione:{' '}
          {reviewed ? (
            <time dateTime={isoDate(reviewed)}>{formatDate(reviewed)}</time>
          ) : (
            'non ancora indicato'
          )}
          .
        </p>
      </section>

      <section aria-labelledby="feedback-title">
        <h2 id="feedback-title">Meccanismo di feedback e recapiti</h2>
        <p>
          Se incontri un problema di accessibilità su questo sito, o vuoi ricevere in un formato
          accessibile un contenuto che non lo è, scrivici a{' '}
          <a href={`mailto:${committee.email}`}>{committee.email}</a>: ti risponderemo entro 30
          giorni.
        </p>
        <h3>Procedura di attuazione</h3>
        <p>
          In caso di risposta insoddisfacente o di mancata risposta entro 30 giorni dalla
          segnalazione, puoi inoltrare una segnalazione all’AgID, secondo la procedura di attuazione
          prevista dall’articolo 3-quinquies, comma 3, della legge 4/2004, tramite il modulo
          disponibile su{' '}
          <a href={AGID_FEEDBACK_URL} target="_blank" rel="noopener noreferrer">
            form.agid.gov.it
            <span className="visually-hidden"> (si apre in una nuova scheda)</span>
          </a>
          .
        </p>
      </section>

      <section aria-labelledby="informazioni-title">
        <h2 id="informazioni-title">Informazioni sul sito</h2>
        <dl>
          <dt>Nome del sito</dt>
          <dd>{committee.name}</dd>
          <dt>Recapito per l’accessibilità</dt>
          <dd>
            <a href={`mailto:${committee.email}`}>{committee.email}</a>
          </dd>
        </dl>
      </section>
    </>
  );
}

const Body = styled.div`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
`;

const Text = styled.article`
  max-width: 75ch;

  section {
    margin-top: ${({ theme }) => theme.space(10)};
  }

  h2 {
    font-size: clamp(1.3rem, 1.15rem + 0.6vw, 1.6rem);
  }

  h3 {
    margin-top: ${({ theme }) => theme.space(6)};
    font-size: 1.1rem;
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding-left: ${({ theme }) => theme.space(5)};
  }

  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  }

  dt {
    font-weight: 700;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
