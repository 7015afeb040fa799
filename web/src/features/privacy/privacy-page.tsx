// /privacy: the GDPR notice (Reg. UE 2016/679, artt. 13-14) for the visitors of the
// site and the people who write to the committee. The data controller (name, address,
// e-mail) and how long contact requests are kept come from the committee settings;
// the date from PRIVACY_LAST_UPDATED.
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import { PageHero } from '../../components/ui/page-hero';
import { WithCommittee } from '../../components/ui/committee-state';
import { PRIVACY_LAST_UPDATED } from '../../config/constants';
import { useCommitteeSettings, type CommitteeSettings } from '../../lib/committee-settings';
import { usePageMeta } from '../../lib/use-page-meta';

const sections = [
  { id: 'titolare', title: '1. Titolare del trattamento' },
  { id: 'finalita', title: '2. Finalità e base giuridica' },
  { id: 'modalita', title: '3. Modalità del trattamento' },
  { id: 'conservazione', title: '4. Periodo di conservazione' },
  { id: 'diritti', title: '5. Diritti dell’interessato' },
  { id: 'comunicazione', title: '6. Comunicazione e diffusione dei dati' },
] as const;

export default function PrivacyPage() {
  const settings = useCommitteeSettings();
  usePageMeta(
    'Informativa sulla privacy',
    `Informativa sul trattamento dei dati personali ai sensi del Regolamento UE 2016/679 (GDPR)${settings ? ` di ${settings.name}` : ''}.`,
  );

  return (
    <>
      <PageHero
        eyebrow="Regolamento UE 2016/679 (GDPR)"
        title="Informativa sulla privacy"
        lead="Come trattiamo i dati personali di chi visita questo sito e di chi ci scrive."
      />
      <Body>
        <Container>
          <Layout>
            <Toc aria-labelledby="privacy-toc-title">
              <h2 id="privacy-toc-title">In questa pagina</h2>
              <ol>
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </Toc>

            <Text>
              <WithCommittee>{(committee) => <PrivacyText committee={committee} />}</WithCommittee>
            </Text>
          </Layout>
        </Container>
      </Body>
    </>
  );
}

/** The notice itself, with the committee's details. */
function PrivacyText({ committee }: { committee: CommitteeSettings }) {
  const controller = committee.dataController;
  const mailto = `mailto:${controller.email}`;
  return (
    <>
      <Updated>Ultimo aggiornamento: {PRIVACY_LAST_UPDATED}</Updated>
      <p>
        Ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (di seguito «GDPR»),
        {` ${committee.name}`} informa chi visita questo sito e chi entra in contatto con il
        comitato attraverso di esso su come vengono trattati i suoi dati personali.
      </p>

      <section id={sections[0].id} aria-labelledby={`${sections[0].id}-title`}>
        <h2 id={`${sections[0].id}-title`}>{sections[0].title}</h2>
        <p>
          Il titolare del trattamento è {controller.name}, con sede in {controller.address}, codice
          fiscale {committee.fiscalCode}.
        </p>
        <p>
          Per qualsiasi domanda sul trattamento dei tuoi dati e per esercitare i tuoi diritti puoi
          scrivere all’indirizzo e-mail <a href={mailto}>{controller.email}</a>.
        </p>
      </section>

      <section id={sections[1].id} aria-labelledby={`${sections[1].id}-title`}>
        <h2 id={`${sections[1].id}-title`}>{sections[1].title}</h2>
        <p>Trattiamo i dati personali per le seguenti finalità:</p>
        <ul>
          <li>
            <strong>Rispondere ai messaggi inviati con il modulo di contatto</strong> (nome, e-mail,
            oggetto e testo del messaggio), comprese le richieste di informazioni su servizi, corsi
            e volontariato. Base giuridica: l’esecuzione di misure precontrattuali adottate su tua
            richiesta e il tuo consenso, espresso con l’apposita casella (art. 6, par. 1, lett. b e
            a, GDPR).
          </li>
          <li>
            <strong>Gestire le donazioni</strong> ricevute con bonifico o carta, ed emettere le
            relative ricevute ai fini della detraibilità fiscale. Base giuridica: l’adempimento di
            obblighi di legge, contabili e fiscali (art. 6, par. 1, lett. c, GDPR).
          </li>
          <li>
            <strong>Garantire il funzionamento e la sicurezza del sito</strong>, attraverso i dati
            tecnici di navigazione (indirizzo IP, data e ora della richiesta, pagina richiesta)
            registrati dal server. Base giuridica: il legittimo interesse del titolare alla
            sicurezza dei propri sistemi (art. 6, par. 1, lett. f, GDPR).
          </li>
        </ul>
        <p>
          Il sito non usa cookie di profilazione né strumenti di analisi di terze parti. Conserva
          nel tuo browser, solo per la durata della sessione, un’informazione tecnica che evita di
          mostrarti più volte l’invito a sostenerci. Non carica contenuti di altri siti finché non
          sei tu a richiederlo: video, prenotazioni dei corsi e pagamenti con carta si aprono su
          servizi esterni (per esempio YouTube, Calendly o il fornitore dei pagamenti) solo quando
          scegli di farlo, e da quel momento si applicano le informative di quei servizi.
        </p>
      </section>

      <section id={sections[2].id} aria-labelledby={`${sections[2].id}-title`}>
        <h2 id={`${sections[2].id}-title`}>{sections[2].title}</h2>
        <p>
          I dati sono trattati con strumenti elettronici, da volontari e personale del comitato
          autorizzati e istruiti al trattamento, secondo i principi di liceità, correttezza,
          trasparenza, minimizzazione ed esattezza (art. 5 GDPR). Adottiamo misure tecniche e
          organizzative adeguate a proteggerli da accessi non autorizzati, perdita o divulgazione:
          connessioni cifrate, accesso all’area riservata solo con credenziali personali e copie di
          sicurezza.
        </p>
        <p>I dati non sono sottoposti a processi decisionali automatizzati né a profilazione.</p>
      </section>

      <section id={sections[3].id} aria-labelledby={`${sections[3].id}-title`}>
        <h2 id={`${sections[3].id}-title`}>{sections[3].title}</h2>
        <ul>
          <li>
            I messaggi inviati con il modulo di contatto sono conservati per il tempo necessario a
            rispondere e a dare seguito alla richiesta, e comunque non oltre{' '}
            {committee.contactRetentionMonths} mesi dall’ultimo contatto.
          </li>
          <li>
            I dati relativi alle donazioni sono conservati per 10 anni, come richiesto dalla
            normativa civilistica e fiscale.
          </li>
          <li>
            I dati tecnici di navigazione sono conservati per il tempo strettamente necessario a
            garantire la sicurezza del sito, salvo che servano all’accertamento di reati.
          </li>
        </ul>
      </section>

      <section id={sections[4].id} aria-labelledby={`${sections[4].id}-title`}>
        <h2 id={`${sections[4].id}-title`}>{sections[4].title}</h2>
        <p>
          In ogni momento puoi esercitare i diritti previsti dagli articoli da 15 a 22 del GDPR:
        </p>
        <ul>
          <li>accedere ai tuoi dati e riceverne copia (art. 15);</li>
          <li>chiederne la rettifica o l’integrazione (art. 16);</li>
          <li>chiederne la cancellazione (art. 17);</li>
          <li>chiedere la limitazione del trattamento (art. 18);</li>
          <li>ricevere i dati in un formato strutturato e trasmetterli ad altri (art. 20);</li>
          <li>opporti al trattamento basato sul legittimo interesse (art. 21);</li>
          <li>
            revocare il consenso in qualsiasi momento, senza pregiudicare la liceità del trattamento
            svolto prima della revoca (art. 7, par. 3).
          </li>
        </ul>
        <p>
          Per esercitarli scrivi a <a href={mailto}>{controller.email}</a>: ti risponderemo entro un
          mese dalla richiesta. Se ritieni che il trattamento violi il GDPR hai il diritto di
          proporre reclamo al Garante per la protezione dei dati personali (art. 77 GDPR), con le
          modalità indicate sul sito{' '}
          <a href="https://www.garanteprivacy.it" rel="noopener noreferrer">
            www.garanteprivacy.it
          </a>
          .
        </p>
      </section>

      <section id={sections[5].id} aria-labelledby={`${sections[5].id}-title`}>
        <h2 id={`${sections[5].id}-title`}>{sections[5].title}</h2>
        <p>I dati non sono diffusi. Possono essere comunicati, solo per le finalità indicate:</p>
        <ul>
          <li>
            ai fornitori dei servizi informatici che ospitano il sito e la posta elettronica,
            nominati responsabili del trattamento (art. 28 GDPR);
          </li>
          <li>
            all’Associazione della Croce Rossa Italiana e ai suoi comitati, quando la tua richiesta
            riguarda attività svolte insieme a loro;
          </li>
          <li>alle autorità pubbliche, quando lo richiede la legge.</li>
        </ul>
        <p>
          I dati non sono trasferiti verso paesi al di fuori dell’Unione europea. Il conferimento
          dei dati nel modulo di contatto è facoltativo, ma senza di essi non possiamo rispondere al
          tuo messaggio.
        </p>
      </section>
    </>
  );
}

const Body = styled.div`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
    align-items: start;
  }
`;

const Toc = styled.nav`
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(4)});
  }

  h2 {
    font-size: 1rem;
  }

  ol {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: block;
    padding: ${({ theme }) => theme.space(1.5)} 0;
  }
`;

const Text = styled.article`
  max-width: 75ch;

  section {
    margin-top: ${({ theme }) => theme.space(10)};
    scroll-margin-top: calc(
      ${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(4)}
    );
  }

  h2 {
    font-size: clamp(1.3rem, 1.15rem + 0.6vw, 1.6rem);
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

const Updated = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.redLight};
  color: ${({ theme }) => theme.colors.redDark};
  font-weight: 600;
`;
