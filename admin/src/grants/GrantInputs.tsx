// The fields of a public grant, shared by GrantCreate and GrantEdit: the administration
// and its fiscal code, the amount in euro, the date received, the purpose, the act it
// refers to and its optional PDF.
import { NumberInput, TextInput, required } from 'react-admin';
import { RegisterPdfInput } from '../components/RegisterPdfInput';
import { euroAmountProblem } from '../lib/money';
import { ItalianDateInput } from '../components/ItalianDateInputs';

const positiveAmount = (value: unknown) => euroAmountProblem(value, false);

export const GrantInputs = () => (
  <>
    <TextInput
      source="administration"
      label="Amministrazione erogante"
      validate={required("L'amministrazione erogante è obbligatoria")}
    />
    <TextInput
      source="administrationFiscalCode"
      label="Codice fiscale dell'amministrazione"
      helperText="11 cifre (enti) o 16 caratteri"
    />
    <NumberInput
      source="amount"
      label="Importo ricevuto (€)"
      step={0.01}
      min={0}
      validate={[required("L'importo è obbligatorio"), positiveAmount]}
    />
    <ItalianDateInput
      source="receivedAt"
      label="Data di incasso"
      validate={required('La data di incasso è obbligatoria')}
    />
    <TextInput
      source="purpose"
      label="Causale"
      multiline
      rows={3}
      validate={required('La causale è obbligatoria')}
    />
    <TextInput
      source="reference"
      label="Atto di riferimento"
      helperText="es. Determina n. 45/2025"
    />
    <RegisterPdfInput label="PDF dell'atto" />
  </>
);
