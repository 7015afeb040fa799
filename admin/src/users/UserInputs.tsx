// The fields of a user, shared by UserCreate and UserEdit. On creation an empty password
// sends the user an e-mail invitation to choose theirs; on the edit form an empty one keeps
// the current password, a new one resets it.
import {
  BooleanInput,
  PasswordInput,
  SelectInput,
  TextInput,
  email,
  minLength,
  regex,
  required,
} from 'react-admin';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '../config';
import { choicesOf } from '../lib/choices';
import { roleLabels } from '../lib/permissions';

const roleChoices = choicesOf(roleLabels);

const passwordLength = minLength(
  PASSWORD_MIN_LENGTH,
  `La password deve avere almeno ${PASSWORD_MIN_LENGTH} caratteri`,
);

export const UserInputs = ({ creating }: { creating: boolean }) => (
  <>
    <TextInput source="name" label="Nome e cognome" validate={required('Il nome è obbligatorio')} />
    <TextInput
      source="username"
      label="Nome utente"
      helperText="Lettere minuscole, cifre, punto, trattino o trattino basso"
      validate={[
        required('Il nome utente è obbligatorio'),
        regex(/^[a-z0-9._-]{3,40}$/, 'Da 3 a 40 lettere minuscole, cifre, punto o trattini'),
      ]}
    />
    <TextInput
      source="email"
      label="E-mail"
      type="email"
      validate={email("L'indirizzo e-mail non è valido")}
    />
    <SelectInput
      source="role"
      label="Ruolo"
      choices={roleChoices}
      validate={required('Il ruolo è obbligatorio')}
      helperText="Redattore: notizie, corsi, documenti, statistiche e contenuti del sito"
    />
    <BooleanInput
      source="active"
      label="Attivo"
      helperText="Un utente disattivato non può accedere"
    />
    <PasswordInput
      source="password"
      label={creating ? 'Password' : 'Nuova password'}
      autoComplete="new-password"
      helperText={
        creating
          ? `${PASSWORD_HINT}. Lascia vuoto per invitare l'utente via e-mail: sceglierà la sua password con un link valido 7 giorni`
          : 'Lascia vuoto per mantenere la password attuale'
      }
      validate={passwordLength}
    />
  </>
);
