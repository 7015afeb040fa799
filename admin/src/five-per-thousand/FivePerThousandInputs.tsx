// The fields of a 5x1000 year, shared by create and edit: the financial year, the amount
// and date received, the report's lines (an array input of heading and amount; the
// server checks that they add up to at most the amount received) and the signed PDF.
import { ArrayInput, NumberInput, SimpleFormIterator, TextInput, required } from 'react-admin';
import { RegisterPdfInput } from '../components/RegisterPdfInput';
import { euroAmountProblem } from '../lib/money';
import { ItalianDateInput } from '../components/ItalianDateInputs';

const nonNegativeAmount = (value: unknown) => euroAmountProblem(value, true);

export const FivePerThousandInputs = () => (
  <>
    <NumberInput
      source="year"
      label="Anno finanziario"
      step={1}
      validate={required("L'anno è obbligatorio")}
    />
    <NumberInput
      source="amount"
      label="Importo ricevuto (€)"
      step={0.01}
      min={0}
      validate={[required("L'importo è obbligatorio"), nonNegativeAmount]}
    />
    <ItalianDateInput
      source="receivedAt"
      label="Data di incasso"
      validate={required('La data di incasso è obbligatoria')}
    />
    <ArrayInput source="lines" label="Voci del rendiconto">
      <SimpleFormIterator inline disableReordering>
        <TextInput
          source="heading"
          label="Voce di spesa"
          validate={required('La descrizione della voce è obbligatoria')}
        />
        <NumberInput
          source="amount"
          label="Importo (€)"
          step={0.01}
          min={0}
          validate={[required("L'importo della voce è obbligatorio"), nonNegativeAmount]}
        />
      </SimpleFormIterator>
    </ArrayInput>
    <RegisterPdfInput label="Rendiconto firmato (PDF)" />
  </>
);
