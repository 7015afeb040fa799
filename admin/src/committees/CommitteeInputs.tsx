// The fields of a committee, shared by CommitteeCreate and CommitteeEdit; on creation also
// its first administrator and whether it starts with the demo content.
import { Typography } from '@mui/material';
import {
  BooleanInput,
  PasswordInput,
  TextInput,
  email,
  maxLength,
  minLength,
  regex,
  required,
} from 'react-admin';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '../config';
import { splitHostnames } from '../lib/committees';

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The own domains, one text field: shown comma-separated, sent as a list. */
const formatHostnames = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value);
const parseHostnames = (value: string) => splitHostnames(value ?? '');

export const CommitteeInputs = ({ creating }: { creating: boolean }) => (
  <>
    <TextInput
      source="name"
      label="Nome del comitato"
      validate={[required('Il nome del comitato è obbligatorio'), maxLength(150)]}
    />
    <TextInput
      source="slug"
      label="Indirizzo breve"
      helperText="L'indirizzo del sito sulla piattaforma: <indirizzo breve>.<dominio della piattaforma>. Lettere minuscole, cifre e trattini"
      validate={[
        required("L'indirizzo breve è obbligatorio"),
        regex(
          SLUG,
          'Da 2 a 63 lettere minuscole, cifre o trattini, senza trattino iniziale o finale',
        ),
      ]}
    />
    <TextInput
      source="hostnames"
      label="Domini propri"
      helperText="Facoltativi, separati da virgole (es. www.cri-pavia.it): il loro DNS deve puntare alla piattaforma"
      format={formatHostnames}
      parse={parseHostnames}
    />
    <TextInput source="town" label="Comune" />
    <TextInput source="province" label="Provincia" helperText="La sigla di due lettere (es. PV)" />
    <TextInput source="region" label="Regione" />
    {creating && (
      <>
        <Typography component="h2" variant="h2" sx={{ mt: 2, mb: 1 }}>
          Primo amministratore
        </Typography>
        <TextInput
          source="admin.name"
          label="Nome e cognome dell'amministratore"
          validate={required('Il nome è obbligatorio')}
        />
        <TextInput
          source="admin.username"
          label="Nome utente dell'amministratore"
          helperText="Lettere minuscole, cifre, punto, trattino o trattino basso"
          validate={[
            required('Il nome utente è obbligatorio'),
            regex(/^[a-z0-9._-]{3,40}$/, 'Da 3 a 40 lettere minuscole, cifre, punto o trattini'),
          ]}
        />
        <TextInput
          source="admin.email"
          label="E-mail dell'amministratore"
          type="email"
          validate={[required("L'e-mail è obbligatoria"), email("L'indirizzo e-mail non è valido")]}
        />
        <PasswordInput
          source="admin.password"
          label="Password dell'amministratore"
          helperText={PASSWORD_HINT}
          autoComplete="new-password"
          validate={[
            required('La password è obbligatoria'),
            minLength(
              PASSWORD_MIN_LENGTH,
              `La password deve avere almeno ${PASSWORD_MIN_LENGTH} caratteri`,
            ),
          ]}
        />
        <BooleanInput
          source="demo"
          label="Contenuti dimostrativi"
          helperText="Notizie, corsi e pagine di esempio, per vedere subito un sito completo"
        />
      </>
    )}
  </>
);
