// /admin/settings: 'Impostazioni', the committee's one settings record in one form
// (react-admin's Edit of the `settings` resource, whose getOne and update buildQuery
// maps to the `settings` query and `updateSettings(input)`). The form stays on the page
// after saving; the server's validation messages appear under their fields, nested ones
// included (bank.iban). A link to a section (#donazioni) scrolls to it once loaded.
// Leaving it with unsaved changes asks first. A save sends the version the form loaded:
// refused because someone else saved meanwhile, the conflict dialog says what changed and
// offers to reload or overwrite. Under the form, the history of the settings (each earlier
// version, what the save over it changed, 'Ripristina').
import { useEffect, useState } from 'react';
import {
  Edit,
  SimpleForm,
  useEditContext,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ConflictDialog } from '../components/ConflictDialog';
import { FormPage } from '../components/FormPage';
import { FormToolbar } from '../components/FormToolbar';
import { RevisionHistory } from '../components/RevisionHistory';
import { SETTINGS_ID, SETTINGS_RESOURCE } from '../lib/buildQuery';
import { withReason } from '../lib/notifications';
import { SettingsInputs } from './SettingsInputs';
import { settingsRecordValues, settingsRevisionValues } from './settingsVersions';

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

/** The settings' history, under the id the server gives them. */
const SettingsHistory = () => {
  const record = useRecordContext();
  if (record?.settingsId === undefined || record.settingsId === null) return null;
  return (
    <RevisionHistory
      recordId={String(record.settingsId)}
      recordValues={settingsRecordValues}
      revisionValues={settingsRevisionValues}
    />
  );
};

export const SettingsEdit = () => {
  const notify = useNotify();
  // A save refused because someone else saved meanwhile (CONFLICT): the dialog says what changed.
  const [conflict, setConflict] = useState(false);
  const refresh = useRefresh();
  const saved = () => notify('Impostazioni salvate', { type: 'success' });
  // Saved over the other person's version: the form takes the version now saved.
  const overwritten = () => {
    saved();
    refresh();
  };
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
          onSuccess: saved,
          onError: (error) => {
            if ((error as { status?: number } | null)?.status === 409) setConflict(true);
            else {
              notify(withReason('Errore durante il salvataggio delle impostazioni', error), {
                type: 'error',
              });
            }
          },
        }}
      >
        <ScrollToSection />
        <SimpleForm noValidate warnWhenUnsavedChanges toolbar={<FormToolbar cancelTo="/" />}>
          <ConflictDialog
            open={conflict}
            onClose={() => setConflict(false)}
            onSaved={overwritten}
            forgetDraft={() => undefined}
            recordValues={settingsRecordValues}
          />
          <SettingsInputs />
        </SimpleForm>
        <SettingsHistory />
      </Edit>
    </FormPage>
  );
};
