// The fields of a team member, shared by TeamMemberCreate and TeamMemberEdit (labels:
// resources.team.fields in the Italian messages).
import { TextInput, email, required } from 'react-admin';
import { ImageWithAltInputs } from '../components/ImageWithAltInputs';
import { SHORT_TEXT_ROWS } from '../config';

export const TeamMemberInputs = () => (
  <>
    <TextInput source="name" validate={required()} />
    <TextInput
      source="role"
      validate={required()}
      helperText="Ad esempio Presidente, Vicepresidente, Consigliere, Consigliere Giovani"
    />
    <TextInput source="bio" multiline rows={SHORT_TEXT_ROWS} />
    <TextInput source="email" type="email" validate={email()} />
    <TextInput source="phone" type="tel" />
    <TextInput source="location" />
    <ImageWithAltInputs label="Foto" />
  </>
);
