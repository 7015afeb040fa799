// The fields of a donation, shared by create and edit: date, amount, method, and the donor
// (name, e-mail, codice fiscale) unless it is anonymous (no name, no receipt).
import {
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  TextInput,
  required,
} from 'react-admin';
import { ItalianDateInput } from '../components/ItalianDateInputs';
import { euroAmountProblem } from '../lib/money';
import { methodChoices } from './labels';

const positiveAmount = (value: unknown) => euroAmountProblem(value, false);

export const DonationInputs = () => (
  <>
    <ItalianDateInput source="date" label="Data" validate={required('La data è obbligatoria')} />
    <NumberInput
      source="amount"
      label="Importo (€)"
      step={0.01}
      min={0}
      validate={[required("L'importo è obbligatorio"), positiveAmount]}
    />
    <SelectInput
      source="method"
      label="Metodo di pagamento"
      choices={methodChoices}
      validate={required('Il metodo è obbligatorio')}
    />
    <BooleanInput
      source="anonymous"
      label="Donazione anonima (senza nome e senza ricevuta)"
      defaultValue={false}
    />
    <FormDataConsumer>
      {({ formData }) =>
        formData.anonymous ? null : (
          <>
            <TextInput source="donorName" label="Nome del donatore" />
            <TextInput
              source="donorEmail"
              label="E-mail del donatore"
              helperText="La ricevuta viene inviata a questo indirizzo"
            />
            <TextInput source="donorFiscalCode" label="Codice fiscale del donatore" />
          </>
        )
      }
    </FormDataConsumer>
  </>
);
