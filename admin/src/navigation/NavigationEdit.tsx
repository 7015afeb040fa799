// /admin/menu: 'Menu', the site's header menu (desktop bar and phone menu) and footer
// links in one form (react-admin's Edit of the `navigation` resource, whose getOne and
// update buildQuery maps to `navigation` and `updateNavigation`). Each item: its label,
// what it leads to (a page of the committee's own, a section of the home page, a page of
// the site such as the history pages, an address elsewhere) and whether it is shown; the
// arrows reorder, the bin removes, 'Aggiungi' adds. The server's messages appear under
// their fields (header.2.target).
import {
  ArrayInput,
  BooleanInput,
  Edit,
  FormDataConsumer,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
  useGetList,
  useNotify,
} from 'react-admin';
import { Typography } from '@mui/material';
import { FormPage } from '../components/FormPage';
import { FormToolbar } from '../components/FormToolbar';
import { NavigationKind } from '../gql/graphql';
import { NAVIGATION_ID, NAVIGATION_RESOURCE } from '../lib/buildQuery';
import { choicesOf } from '../lib/choices';
import { withReason } from '../lib/notifications';

const kindChoices = choicesOf<NavigationKind>({
  page: 'Pagina del comitato',
  section: 'Sezione della home page',
  route: 'Pagina del sito',
  external: 'Indirizzo esterno',
});

/** The home page's sections, by anchor. */
const sectionChoices = [
  { id: 'chi-siamo', name: 'Chi siamo' },
  { id: 'attivita', name: 'Attività' },
  { id: 'corsi', name: 'Corsi' },
  { id: 'prenota-servizio', name: 'Prenota un servizio' },
  { id: 'news', name: 'News' },
  { id: 'supporto', name: 'Donazioni' },
  { id: 'contatti', name: 'Contatti' },
  { id: 'stats', name: 'I numeri' },
];

/** The site's own pages. */
export const routeChoices = [
  { id: '/', name: 'Home page' },
  { id: '/progetti', name: 'Corsi e progetti' },
  { id: '/news', name: 'News' },
  { id: '/eventi', name: 'Eventi' },
  { id: '/calendario', name: 'Calendario' },
  { id: '/servizi', name: 'Servizi' },
  { id: '/trasparenza', name: 'Amministrazione trasparente' },
  { id: '/5x1000', name: '5x1000' },
  { id: '/donazione/bonifico', name: 'Donazione con bonifico' },
  { id: '/storia/comitato', name: 'La storia del comitato' },
  { id: '/storia/croce-rossa', name: 'La storia della Croce Rossa' },
  { id: '/privacy', name: 'Informativa sulla privacy' },
  { id: '/accessibilita', name: 'Dichiarazione di accessibilità' },
];

/** Where the item leads, asked as its kind says. */
const TargetInput = ({ pages }: { pages: { id: string; name: string }[] }) => (
  <FormDataConsumer<{ kind?: NavigationKind }>>
    {({ scopedFormData }) => {
      switch (scopedFormData?.kind) {
        case NavigationKind.Page:
          return (
            <SelectInput source="target" label="Pagina" choices={pages} validate={required()} />
          );
        case NavigationKind.Section:
          return (
            <SelectInput
              source="target"
              label="Sezione"
              choices={sectionChoices}
              validate={required()}
            />
          );
        case NavigationKind.Route:
          return (
            <SelectInput
              source="target"
              label="Pagina del sito"
              choices={routeChoices}
              validate={required()}
            />
          );
        default:
          return (
            <TextInput
              source="target"
              label="Indirizzo"
              helperText="https://..."
              validate={required()}
            />
          );
      }
    }}
  </FormDataConsumer>
);

const MenuItems = ({
  source,
  pages,
}: {
  source: string;
  pages: { id: string; name: string }[];
}) => (
  <ArrayInput source={source} label={false}>
    <SimpleFormIterator inline>
      <TextInput source="label" label="Etichetta" validate={required()} />
      <SelectInput source="kind" label="Tipo" choices={kindChoices} validate={required()} />
      <TargetInput pages={pages} />
      <BooleanInput source="visible" label="Visibile" defaultValue={true} />
    </SimpleFormIterator>
  </ArrayInput>
);

export const NavigationEdit = () => {
  const notify = useNotify();
  const { data } = useGetList<{ id: string; slug: string; title: string }>('pages', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'title', order: 'ASC' },
  });
  const pages = (data ?? []).map((page) => ({ id: page.slug, name: page.title }));
  return (
    <FormPage title="Menu">
      <Edit
        resource={NAVIGATION_RESOURCE}
        id={NAVIGATION_ID}
        mutationMode="pessimistic"
        redirect={false}
        actions={false}
        title={false}
        queryOptions={{
          onError: () => notify('Errore nel caricamento del menu', { type: 'error' }),
        }}
        mutationOptions={{
          onSuccess: () => notify('Menu salvato', { type: 'success' }),
          onError: (error) =>
            notify(withReason('Errore durante il salvataggio del menu', error), { type: 'error' }),
        }}
      >
        <SimpleForm noValidate warnWhenUnsavedChanges toolbar={<FormToolbar cancelTo="/" />}>
          <Typography component="h2" variant="h2">
            Menu principale
          </Typography>
          <Typography variant="body2">
            Le voci in alto nel sito, anche nel menu del telefono, nell&apos;ordine dato. Le pagine
            segnate «Nel menu» si aggiungono in fondo.
          </Typography>
          <MenuItems source="header" pages={pages} />
          <Typography component="h2" variant="h2" sx={{ mt: 3 }}>
            Link del piè di pagina
          </Typography>
          <Typography variant="body2">
            I «Link rapidi» in fondo a ogni pagina. Le pagine segnate «Nel piè di pagina» si
            aggiungono in fondo.
          </Typography>
          <MenuItems source="footer" pages={pages} />
        </SimpleForm>
      </Edit>
    </FormPage>
  );
};
