// /admin: the first-run checklist while demo values remain ('Primi passi'), the e-mail
// notices (MailPanel), the count cards (with the contact requests still to be read),
// 'Attività Recenti' and 'Azioni Rapide', each shown to whoever's permissions allow it
// (react-admin's canAccess: the checklist to who may change the settings, the demo
// content still present and its removal to administrators, the e-mail notices to who
// may read the outbox, the visit statistics to who may read them, the quick actions to
// who may create). A failed
// read is only logged: the cards and the list simply stop loading, and show a dash and
// nothing rather than a count of 0 or 'Nessuna attività recente', which would be untrue.
import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useCanAccess, useGetList, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { RECENT_ACTIVITY_COUNT } from '../config';
import { formatRelativeAge } from '../lib/format';
import { useUnreadContacts } from '../contacts/useUnreadContacts';
import { AnalyticsPanel } from './AnalyticsPanel';
import { EnrolmentsPanel } from './EnrolmentsPanel';
import { MailPanel } from './MailPanel';
import { recentActivity } from './recentActivity';
import { DemoContentPanel } from './DemoContentPanel';
import { SetupChecklist } from './SetupChecklist';

const logFailure = (what: string) => (error: unknown) =>
  console.error(`Pannello: ${what} non caricati`, error);

const recentQuery = {
  pagination: { page: 1, perPage: RECENT_ACTIVITY_COUNT },
  sort: { field: 'createdAt', order: 'DESC' as const },
};

const CountCard = ({
  label,
  to,
  total,
  loading,
}: {
  label: string;
  to: string;
  total?: number;
  loading: boolean;
}) => (
  <Card sx={{ flex: '1 1 200px' }}>
    <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography sx={{ fontSize: '2.5rem', fontWeight: 700, color: 'primary.main' }}>
          {loading ? '...' : (total ?? '—')}
        </Typography>
      </CardContent>
    </CardActionArea>
  </Card>
);

export const Dashboard = () => {
  const news = useGetList<RaRecord>('news', recentQuery, {
    onError: logFailure('notizie'),
    retry: false,
  });
  const projects = useGetList<RaRecord>('projects', recentQuery, {
    onError: logFailure('progetti'),
    retry: false,
  });
  const stats = useGetList<RaRecord>(
    'stats',
    { pagination: { page: 1, perPage: 1 } },
    { onError: logFailure('statistiche'), retry: false },
  );
  const unread = useUnreadContacts();
  const checklist = useCanAccess({ resource: 'settings', action: 'edit' }).canAccess;
  const demoContent = useCanAccess({ resource: 'demoContent', action: 'delete' }).canAccess;
  const mail = useCanAccess({ resource: 'mail', action: 'list' }).canAccess;
  const contacts = useCanAccess({ resource: 'contacts', action: 'list' }).canAccess;
  const analytics = useCanAccess({ resource: 'analytics', action: 'list' }).canAccess;
  const enrolments = useCanAccess({ resource: 'enrolments', action: 'list' }).canAccess;
  const addNews = useCanAccess({ resource: 'news', action: 'create' }).canAccess;
  const addProject = useCanAccess({ resource: 'projects', action: 'create' }).canAccess;
  const activityLoading = news.isPending || projects.isPending;
  const activity = recentActivity(
    (news.data ?? []) as { id: string; title: string; createdAt: string }[],
    (projects.data ?? []) as { id: string; title: string; createdAt: string }[],
  );
  const now = new Date();
  const stillLoading = (query: { isPending: boolean; error: unknown }) =>
    query.isPending && !query.error;

  return (
    <Box sx={{ py: 2 }}>
      <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
        Pannello Principale
      </Typography>
      {checklist && <SetupChecklist />}
      {demoContent && <DemoContentPanel />}
      {mail && <MailPanel />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <CountCard label="Notizie" to="/news" total={news.total} loading={stillLoading(news)} />
        <CountCard
          label="Progetti"
          to="/projects"
          total={projects.total}
          loading={stillLoading(projects)}
        />
        <CountCard
          label="Statistiche"
          to="/stats"
          total={stats.total}
          loading={stillLoading(stats)}
        />
        {contacts && (
          <CountCard
            label="Richieste da leggere"
            to="/contacts"
            total={unread.total}
            loading={stillLoading(unread)}
          />
        )}
      </Box>
      {enrolments && <EnrolmentsPanel />}
      {analytics && <AnalyticsPanel />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Card>
          <CardContent>
            <Typography component="h2" variant="h2">
              Attività Recenti
            </Typography>
            {activityLoading && !news.error && !projects.error ? (
              <Typography role="status" sx={{ mt: 1 }}>
                Caricamento...
              </Typography>
            ) : activity.length === 0 ? (
              !news.error &&
              !projects.error && <Typography sx={{ mt: 1 }}>Nessuna attività recente</Typography>
            ) : (
              <List dense>
                {activity.map((item) => (
                  <ListItem key={item.key} disableGutters divider>
                    <ListItemText
                      primary={
                        <Link to={item.to} style={{ color: 'inherit' }}>
                          {item.text}
                        </Link>
                      }
                      secondary={formatRelativeAge(item.createdAt, now)}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography component="h2" variant="h2">
              Azioni Rapide
            </Typography>
            {addNews && (
              <Button component={Link} to="/news/new" variant="contained" startIcon={<AddIcon />}>
                Aggiungi Notizia
              </Button>
            )}
            {addProject && (
              <Button
                component={Link}
                to="/projects/new"
                variant="contained"
                startIcon={<AddIcon />}
              >
                Aggiungi Progetto
              </Button>
            )}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
};
