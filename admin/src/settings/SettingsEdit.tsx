// /admin/settings: 'Impostazioni', the committee's one settings record in one form
// (react-admin's Edit of the `settings` resource, whose getOne and update buildQuery
// maps to the `settings` query and `updateSettings(input)`). The form stays on the page
// after saving; the server's validation messages appear under their fields, nested ones
// included (bank.iban). A link to a section (#donazioni) scrolls to it once loaded.
// Leaving it with unsaved changes asks first.
import { useEffect } from 'react';
import { Edit, SimpleForm, useEditContext, useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { FormPage } from '../components/FormPage';
import { FormToolbar } from '../components/FormToolbar';
import { SETTINGS_ID, SETTINGS_RESOURCE } from '../lib/buildQuery';
import { withReason } from '../lib/notifications';
import { SettingsInputs } from './SettingsInputs';

/** Scrolls to the section named by the URL's hash once the form is on screen. */
const ScrollToSection = () => {
  const { hash } = useLocation();
  const { isPending } = useEditContext();
  useEffect(() => {
    if (isPending || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, isPending]);
  return null;
};

export const SettingsEdit = () => {
  const notify = useNotify();
  return (
    <FormPage title="Impostazioni">
      <Edit
        resource={SETTINGS_RESOURCE}
        id={SETTINGS_ID}
        mutationMode="pessimistic"
        redirect={false}
        actions={false}
        title={false}
        queryOptions={{
          onError: () => notify('Errore nel caricamento delle impostazioni', { type: 'error' }),
        }}
        mutationOptions={{
          onSuccess: () => notify('Impostazioni salvate', { type: 'success' }),
          onError: (error) =>
            notify(withReason('Errore durante il salvataggio delle impostazioni', error), {
              type: 'error',
            }),
        }}
      >
        <ScrollToSection />
        <SimpleForm noValidate warnWhenUnsavedChanges toolbar={<FormToolbar cancelTo="/" />}>
          <SettingsInputs />
        </SimpleForm>
      </Edit>
    </FormPage>
  );
};
