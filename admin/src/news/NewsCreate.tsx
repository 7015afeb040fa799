// /admin/news/new: 'Nuova Notizia', dated today by default.
import { CreatePage } from '../components/FormPage';
import { todayIsoDate } from '../lib/format';
import { withReason } from '../lib/notifications';
import { NewsInputs } from './NewsInputs';

export const NewsCreate = () => (
  <CreatePage
    title="Nuova Notizia"
    resource="news"
    defaultValues={() => ({ date: todayIsoDate() })}
    saveErrorText={(error) => withReason('Si è verificato un errore durante il salvataggio', error)}
  >
    <NewsInputs />
  </CreatePage>
);
