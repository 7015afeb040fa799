// The settings form's fields in their sections (labels: resources.settings.fields in the
// Italian messages). The server checks every rule (IBAN mod-97, fiscal code check
// character, URLs, phones) and its messages appear under the field they concern; the
// form only asks for what is required and for the simplest formats before sending.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { NumberInput, TextInput, email, minValue, regex, required } from 'react-admin';
import { SETTINGS_SECTIONS } from './SettingsSections';
import { ItalianDateInput } from '../components/ItalianDateInputs';

const postalCode = regex(/^\d{5}$/, 'Il CAP è di 5 cifre');
const province = regex(/^[A-Z]{2}$/, 'La sigla della provincia è di due lettere maiuscole, es. RM');
const url = regex(/^https?:\/\/\S+$/, 'Un indirizzo che inizia con http:// o https://');

const Section = ({
  section,
  children,
}: {
  section: keyof typeof SETTINGS_SECTIONS;
  children: ReactNode;
}) => {
  const { id, title } = SETTINGS_SECTIONS[section];
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ width: '100%', mb: 2, scrollMarginTop: '72px' }}
      id={id}
    >
      <Typography component="h2" variant="h2" id={`${id}-title`} sx={{ mt: 2, mb: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {children}
      </Box>
    </Box>
  );
};

export const SettingsInputs = () => (
  <>
    <Section section="committee">
      <TextInput source="name" validate={required()} />
      <TextInput source="shortName" validate={required()} />
      <TextInput source="town" validate={required()} />
      <TextInput source="serviceArea" validate={required()} />
      <NumberInput source="foundedYear" step={1} validate={[required(), minValue(1864)]} />
    </Section>
    <Section section="contacts">
      <TextInput source="address.street" validate={required()} />
      <TextInput source="address.postalCode" validate={[required(), postalCode]} />
      <TextInput source="address.town" validate={required()} />
      <TextInput source="address.province" validate={[required(), province]} />
      <TextInput source="phone" type="tel" validate={required()} />
      <TextInput source="tollFreePhone" type="tel" />
      <TextInput source="email" type="email" validate={[required(), email()]} />
      <TextInput source="pec" type="email" validate={email()} />
      <TextInput
        source="notificationEmail"
        type="email"
        validate={email()}
        helperText="Dove arrivano gli avvisi delle nuove richieste di contatto; vuoto: l'e-mail del comitato"
      />
    </Section>
    <Section section="donations">
      <TextInput
        source="fiscalCode"
        validate={required()}
        helperText="11 cifre (associazione) o 16 caratteri (persona)"
      />
      <TextInput source="bank.accountHolder" validate={required()} />
      <TextInput source="bank.name" validate={required()} />
      <TextInput
        source="bank.iban"
        validate={required()}
        helperText="Gli spazi sono ammessi: viene salvato senza spazi, in maiuscolo"
      />
      <TextInput source="cardDonationUrl" type="url" validate={url} />
    </Section>
    <Section section="socials">
      <TextInput source="socials.facebook" type="url" validate={url} />
      <TextInput source="socials.instagram" type="url" validate={url} />
      <TextInput source="socials.youtube" type="url" validate={url} />
      <TextInput source="socials.x" type="url" validate={url} />
      <TextInput source="socials.tiktok" type="url" validate={url} />
      <TextInput source="socials.linkedin" type="url" validate={url} />
      <TextInput source="nationalSiteUrl" type="url" validate={[required(), url]} />
      <TextInput
        source="historyVideoYoutubeId"
        helperText="Il codice dopo v= nell'indirizzo del video, es. dQw4w9WgXcQ"
      />
    </Section>
    <Section section="privacy">
      <TextInput source="dataController.name" validate={required()} />
      <TextInput source="dataController.address" validate={required()} />
      <TextInput source="dataController.email" type="email" validate={[required(), email()]} />
      <NumberInput
        source="contactRetentionMonths"
        step={1}
        validate={[required(), minValue(1)]}
        helperText="Indicato nella pagina /privacy"
      />
      <ItalianDateInput source="accessibilityReviewDate" />
    </Section>
  </>
);
