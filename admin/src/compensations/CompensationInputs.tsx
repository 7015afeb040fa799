// The fields of an officer's compensation (CTS art. 14), shared by create and edit: the
// year, the role, the gross yearly amount and, optionally, the name.
import { NumberInput, TextInput, required } from 'react-admin';
import { euroAmountProblem } from '../lib/money';

const nonNegativeAmount = (value: unknown) => euroAmountProblem(value, true);

export const CompensationInputs = () => (
  <>
    <NumberInput source="year" label="Anno" step={1} validate={required("L'anno è obbligatorio")} />
    <TextInput
      source="role"
      label="Ruolo"
      helperText="es. Presidente, Revisore dei conti"
      validate={required('Il ruolo è obbligatorio')}
    />
    <TextInput source="name" label="Nome (facoltativo)" />
    <NumberInput
      source="grossAmount"
      label="Compenso lordo annuo (€)"
      step={0.01}
      min={0}
      validate={[required('Il compenso è obbligatorio'), nonNegativeAmount]}
    />
  </>
);
