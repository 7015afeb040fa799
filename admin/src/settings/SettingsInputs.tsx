// The settings form's fields in their sections (labels: resources.settings.fields in the
// Italian messages). The server checks every rule (IBAN mod-97, fiscal code check
// character, URLs, phones, the facts' ranges, the footer's links) and its messages appear
// under the field they concern; the form only asks for what is required and for the
// simplest formats before sending. The public site words its sentences from these facts:
// "24 ore su 24" only for a switchboard always open, "numero verde" only for a toll-free
// booking number.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  SimpleFormIterator,
  TextInput,
  email,
  maxValue,
  minValue,
  regex,
  required,
  useRecordContext,
} from 'react-admin';
import { SETTINGS_SECTIONS } from './SettingsSections';
import { ItalianDateInput } from '../components/ItalianDateInputs';
import { RichTextBodyInput } from '../components/RichTextBodyInput';
import { formatLongDate } from '../lib/format';

const postalCode = regex(/^\d{5}$/, 'Il CAP è di 5 cifre');
const province = regex(/^[A-Z]{2}$/, 'La sigla della provincia è di due lettere maiuscole, es. RM');
const url = regex(/^https?:\/\/\S+$/, 'Un indirizzo che inizia con http:// o https://');
const linkTarget = regex(
  /^(\/(?!\/)\S*|https?:\/\/\S+)$/,
  'Una pagina del sito (/news, /#contatti) o un indirizzo che inizia con http:// o https://',
);
const count = [required(), minValue(0)];
const age = [required(), minValue(1), maxValue(99)];

/** A field as wide as its section (the rich text, the lists). */
const Wide = ({ children }: { children: ReactNode }) => (
  <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>
);

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

/** The privacy notice's text, with the date the server last saw it change. */
const PrivacyNoticeInput = () => {
  const updatedOn = useRecordContext<{ privacyNoticeUpdatedOn?: string }>()?.privacyNoticeUpdatedOn;
  return (
    <RichTextBodyInput
      source="privacyNotice"
      images={false}
      validate={required()}
      helperText={`Il testo della pagina /privacy; i titoli H2 ne formano l'indice. Se cambi il titolare del trattamento o i mesi di conservazione, aggiorna anche il testo. Ultimo aggiornamento: ${formatLongDate(updatedOn)} (la data cambia quando salvi un testo diverso).`}
    />
  );
};

export const SettingsInputs = () => (
  <>
    <Section section="committee">
      <TextInput source="name" validate={required()} />
      <TextInput source="shortName" validate={required()} />
      <TextInput source="town" validate={required()} />
      <TextInput source="serviceArea" validate={required()} />
      <NumberInput
        source="foundedYear"
        step={1}
        validate={[required(), minValue(1864)]}
        helperText="Gli anni di servizio sul sito si contano da qui"
      />
    </Section>
    <Section section="facts">
      <NumberInput
        source="peopleCount"
        step={1}
        validate={count}
        helperText="Il sito scrive «circa» questo numero; 0 per non indicarlo"
      />
      <NumberInput
        source="vehicleCount"
        step={1}
        validate={count}
        helperText="0 per non indicarlo"
      />
      <NumberInput source="youthMinAge" step={1} validate={age} />
      <NumberInput source="youthMaxAge" step={1} validate={age} />
      <Wide>
        <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }}>
          I numeri del percorso storico (/storia/croce-rossa)
        </Typography>
      </Wide>
      <NumberInput source="historyStats.volunteers" step={1} validate={count} />
      <NumberInput source="historyStats.women" step={1} validate={count} />
      <NumberInput source="historyStats.services" step={1} validate={count} />
      <NumberInput source="historyStats.emergencies" step={1} validate={count} />
    </Section>
    <Section section="contacts">
      <TextInput source="address.street" validate={required()} />
      <TextInput source="address.postalCode" validate={[required(), postalCode]} />
      <TextInput source="address.town" validate={required()} />
      <TextInput source="address.province" validate={[required(), province]} />
      <TextInput source="phone" type="tel" validate={required()} />
      <BooleanInput
        source="switchboardAlwaysOpen"
        helperText="Il sito dice «attivo 24 ore su 24, 7 giorni su 7» solo se è così"
      />
      <FormDataConsumer<{ switchboardAlwaysOpen?: boolean }>>
        {({ formData }) =>
          formData.switchboardAlwaysOpen ? null : (
            <TextInput
              source="switchboardHours"
              validate={required()}
              helperText="Per esempio: dal lunedì al venerdì, dalle 8 alle 20"
            />
          )
        }
      </FormDataConsumer>
      <TextInput
        source="bookingPhone"
        type="tel"
        helperText="Vuoto: si prenota chiamando il telefono del comitato"
      />
      <FormDataConsumer<{ bookingPhone?: string | null }>>
        {({ formData }) =>
          formData.bookingPhone ? (
            <BooleanInput
              source="bookingPhoneTollFree"
              helperText="Il sito lo chiama «numero verde gratuito» solo se è così"
            />
          ) : null
        }
      </FormDataConsumer>
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
      <BooleanInput
        source="analyticsEnabled"
        helperText="Statistiche delle visite senza cookie, nella bacheca; spente, il sito non conta le visite"
      />
      <ItalianDateInput source="accessibilityReviewDate" />
      <Wide>
        <PrivacyNoticeInput />
      </Wide>
    </Section>
    <Section section="footer">
      <Wide>
        <TextInput
          source="footerCredits"
          helperText="Dopo il nome del comitato e il codice fiscale, es. «Sito realizzato dai volontari del comitato»"
        />
        <ArrayInput
          source="footerLinks"
          helperText="In ordine; il sito aggiunge il link al sito nazionale, l'informativa sulla privacy e la dichiarazione di accessibilità"
        >
          <SimpleFormIterator inline>
            <TextInput source="label" label="Testo del link" validate={required()} />
            <TextInput
              source="url"
              label="Collegamento"
              validate={[required(), linkTarget]}
              helperText="/news, /#contatti o https://..."
            />
          </SimpleFormIterator>
        </ArrayInput>
      </Wide>
    </Section>
  </>
);
