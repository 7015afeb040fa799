// The create and edit pages of every resource: the heading above the form card, the
// form with its toolbar (save, 'Salvataggio...' while saving, cancel back to the list),
// the save error notified in the resource's words, and, on edit, the load error that
// goes back to the list. Edits are pessimistic: the list changes once the server agrees.
// Editing without fear: leaving a form with unsaved changes (a menu link, the browser's
// back, reload or close) asks first; the form is autosaved in the browser and offered
// back (DraftAutosave); a successful save forgets the draft and the preview's copy.
import { useState, type ReactElement, type ReactNode } from 'react';
import { Box } from '@mui/material';
import {
  Create,
  Edit,
  SimpleForm,
  useNotify,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { removeDraft, removePreview } from '../lib/formStorage';
import { ConflictDialog } from './ConflictDialog';
import { RevisionHistory } from './RevisionHistory';
import { DraftAutosave, useDraftKey } from './DraftAutosave';
import { FormToolbar } from './FormToolbar';
import { PageHeader } from './PageHeader';

export const FormPage = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box sx={{ maxWidth: 900 }}>
    <PageHeader title={title} />
    {children}
  </Box>
);

interface ResourceFormPageProps {
  title: string;
  /** The resource's name, which is also the path of its list (`/news`). */
  resource: string;
  /** The notification when saving fails, from the server's error. */
  saveErrorText: (error: unknown) => string;
  /** The form's toolbar; by default the Italian one with 'Annulla' back to the list. */
  toolbar?: ReactElement;
  /** The form's inputs. */
  children: ReactNode;
}

/**
 * What a successful save does: the form's draft and preview are forgotten, then react-admin's
 * own notification ('Elemento creato' / 'Elemento aggiornato') and the way back to the list.
 */
function useSavedThenBack(resource: string, action: 'created' | 'updated', recordId?: unknown) {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const draft = useDraftKey(recordId);
  return (data: RaRecord) => {
    if (draft) removeDraft(draft);
    removePreview(resource, recordId);
    notify(`resources.${resource}.notifications.${action}`, {
      type: 'info',
      messageArgs: {
        smart_count: 1,
        _: translate(`ra.notification.${action}`, { smart_count: 1 }),
      },
    });
    redirect('list', resource, data.id, data);
  };
}

export const CreatePage = ({
  title,
  resource,
  saveErrorText,
  toolbar,
  defaultValues,
  children,
}: ResourceFormPageProps & { defaultValues?: () => Record<string, unknown> }) => {
  const notify = useNotify();
  const onSuccess = useSavedThenBack(resource, 'created');
  return (
    <FormPage title={title}>
      <Create
        redirect="list"
        actions={false}
        title={false}
        mutationOptions={{
          onSuccess,
          onError: (error) => notify(saveErrorText(error), { type: 'error' }),
        }}
      >
        <SimpleForm
          noValidate
          warnWhenUnsavedChanges
          defaultValues={defaultValues}
          toolbar={toolbar ?? <FormToolbar cancelTo={`/${resource}`} />}
        >
          <DraftAutosave />
          {children}
        </SimpleForm>
      </Create>
    </FormPage>
  );
};

export const EditPage = ({
  title,
  resource,
  saveErrorText,
  loadErrorText,
  toolbar,
  history = false,
  children,
}: ResourceFormPageProps & {
  /** The notification when the record cannot be loaded; the list is shown instead. */
  loadErrorText: string;
  /** Shows the record's earlier versions under the form, with 'Ripristina'. */
  history?: boolean;
}) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const { id } = useParams<'id'>();
  const onSuccess = useSavedThenBack(resource, 'updated', id);
  const draft = useDraftKey(id);
  // A save refused because someone else saved meanwhile (CONFLICT): the dialog says what changed.
  const [conflict, setConflict] = useState(false);
  return (
    <FormPage title={title}>
      <Edit
        mutationMode="pessimistic"
        redirect="list"
        actions={false}
        title={false}
        queryOptions={{
          onError: () => {
            notify(loadErrorText, { type: 'error' });
            redirect('list', resource);
          },
        }}
        mutationOptions={{
          onSuccess,
          onError: (error) => {
            if ((error as { status?: number } | null)?.status === 409) setConflict(true);
            else notify(saveErrorText(error), { type: 'error' });
          },
        }}
      >
        <SimpleForm
          noValidate
          warnWhenUnsavedChanges
          toolbar={toolbar ?? <FormToolbar cancelTo={`/${resource}`} />}
        >
          <DraftAutosave />
          <ConflictDialog
            open={conflict}
            onClose={() => setConflict(false)}
            onSaved={onSuccess}
            forgetDraft={() => {
              if (draft) removeDraft(draft);
            }}
          />
          {children}
        </SimpleForm>
        {history && <RevisionHistory />}
      </Edit>
    </FormPage>
  );
};
