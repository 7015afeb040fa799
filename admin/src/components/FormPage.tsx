// The create and edit pages of every resource: the heading above the form card, the
// form with its toolbar (save, 'Salvataggio...' while saving, cancel back to the list),
// the save error notified in the resource's words, and, on edit, the load error that
// goes back to the list. Edits are pessimistic: the list changes once the server agrees.
import type { ReactElement, ReactNode } from 'react';
import { Box } from '@mui/material';
import { Create, Edit, SimpleForm, useNotify, useRedirect } from 'react-admin';
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

export const CreatePage = ({
  title,
  resource,
  saveErrorText,
  toolbar,
  defaultValues,
  children,
}: ResourceFormPageProps & { defaultValues?: () => Record<string, unknown> }) => {
  const notify = useNotify();
  return (
    <FormPage title={title}>
      <Create
        redirect="list"
        actions={false}
        title={false}
        mutationOptions={{
          onError: (error) => notify(saveErrorText(error), { type: 'error' }),
        }}
      >
        <SimpleForm
          noValidate
          defaultValues={defaultValues}
          toolbar={toolbar ?? <FormToolbar cancelTo={`/${resource}`} />}
        >
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
  children,
}: ResourceFormPageProps & {
  /** The notification when the record cannot be loaded; the list is shown instead. */
  loadErrorText: string;
}) => {
  const notify = useNotify();
  const redirect = useRedirect();
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
          onError: (error) => notify(saveErrorText(error), { type: 'error' }),
        }}
      >
        <SimpleForm noValidate toolbar={toolbar ?? <FormToolbar cancelTo={`/${resource}`} />}>
          {children}
        </SimpleForm>
      </Edit>
    </FormPage>
  );
};
