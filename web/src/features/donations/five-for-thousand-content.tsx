// The 5x1000 page's text: the four steps and the seven questions, with the committee's
// fiscal code. Tax facts follow the Agenzia delle Entrate instructions; the deduction
// figures come from the constants.
import { Link } from '../../components/ui/link';
import { paths } from '../../config/paths';
import type { FaqItem } from './faq-accordion';
import { taxDeductionMax, taxDeductionPercent } from './tax-deduction';

export interface Step {
  title: string;
  text: string;
}

export function fiveForThousandSteps(fiscalCode: string): readonly Step[] {
  return [
    {
      title: 'Prendi la dichiarazione dei redditi',
      text: 'Vale il modello 730, il modello Redditi Persone Fisiche o la scheda per la scelta allegata alla Certificazione Unica (CU) se non presenti la dichiarazione.',
    },
    {
      title: 'Trova il riquadro del Terzo settore',
      text: 'Nella scheda per il 5x1000 cerca il riquadro “Sostegno degli enti del Terzo settore iscritti nel RUNTS”.',
    },
    {
      title: 'Firma e scrivi il nostro codice fiscale',
      text: `Metti la tua firma nel riquadro e scrivi sotto il codice fiscale del comitato: ${fiscalCode}.`,
    },
    {
      title: 'Consegna la dichiarazione',
      text: 'Al CAF, al commercialista o online con la precompilata. Con la sola CU consegna la scheda in busta chiusa a un ufficio postale o a un intermediario: è gratis.',
    },
  ];
}

export function fiveForThousandFaq(fiscalCode: string): readonly FaqItem[] {
  return [
    {
      question: 'Donare il 5x1000 costa qualcosa?',
      answer: (
        <p>
          No. È una quota dell’IRPEF che paghi comunque allo Stato: con la tua firma scegli di
          destinarla al comitato. Non aumenta le tasse e non è un versamento in più.
        </p>
      ),
    },
    {
      question: 'Il 5x1000 sostituisce l’8x1000 o il 2x1000?',
      answer: (
        <p>
          No, sono scelte indipendenti: puoi firmare per il 5x1000, l’8x1000 e il 2x1000 nella
          stessa dichiarazione.
        </p>
      ),
    },
    {
      question: 'Posso scegliere anche se non presento la dichiarazione dei redditi?',
      answer: (
        <p>
          Sì. Usa la scheda allegata alla Certificazione Unica: firma, scrivi il nostro codice
          fiscale e consegnala in busta chiusa con la scritta “Scelta per la destinazione del cinque
          per mille dell’IRPEF”, il tuo nome, cognome e codice fiscale a un ufficio postale o a un
          CAF. La consegna è gratuita.
        </p>
      ),
    },
    {
      question: 'Cosa succede se firmo senza scrivere il codice fiscale?',
      answer: (
        <p>
          La quota viene ripartita tra tutti gli enti della stessa categoria, in proporzione alle
          scelte ricevute. Solo indicando il codice fiscale {fiscalCode} la tua quota arriva al
          nostro comitato.
        </p>
      ),
    },
    {
      question: 'Come usa il comitato i fondi del 5x1000?',
      answer: (
        <p>
          Per mezzi e attrezzature di soccorso, per la formazione dei volontari e per i servizi
          sociali sul territorio. Il rendiconto di ogni anno è pubblicato in questa pagina, nella
          sezione <a href="#rendiconti-5x1000">Come abbiamo usato il 5x1000</a>.
        </p>
      ),
    },
    {
      question: 'Il comitato saprà che ho scelto di sostenerlo?',
      answer: (
        <p>
          No, la scelta è anonima: l’Agenzia delle Entrate ci comunica solo il numero delle scelte e
          l’importo complessivo.
        </p>
      ),
    },
    {
      question: 'Posso sostenere il comitato anche con una donazione detraibile?',
      answer: (
        <>
          <p>
            Sì. Le donazioni in denaro al comitato danno diritto a una detrazione IRPEF del{' '}
            {taxDeductionPercent}, per donazioni fino a {taxDeductionMax} per anno (art. 83 del
            Codice del Terzo settore, D.Lgs. 117/2017).
          </p>
          <p>
            Dona con strumenti tracciabili, per esempio con un{' '}
            <Link to={paths.bankTransfer}>bonifico bancario</Link>, e conserva la ricevuta.
          </p>
        </>
      ),
    },
  ];
}
