// The dashboard's upcoming courses and events booked on the site, soonest first: each with
// its date (an event's time too), its seats taken and its waiting list ("12/20 posti, 3 in
// attesa"), linked to its form and its enrolments. Shown to whoever reads enrolments;
// silent when there is none; a failed read says so.
import {
  Alert,
  Card,
  CardContent,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import { upcomingLabel, type EnrolmentCalls, type UpcomingEnrolments } from '../lib/enrolments';

export const EnrolmentsPanel = () => {
  const dataProvider = useDataProvider<DataProvider & EnrolmentCalls>();
  const [rows, setRows] = useState<UpcomingEnrolments[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    dataProvider.getUpcomingEnrolments().then(
      (value) => current && setRows(value),
      (error: unknown) => {
        console.error('Pannello: iscrizioni non caricate', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [dataProvider]);

  if (failed)
    return (
      <Alert severity="error" sx={{ mb: 3 }}>
        Iscrizioni ai prossimi corsi ed eventi non caricate
      </Alert>
    );
  if (!rows || rows.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="iscrizioni-corsi" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="iscrizioni-corsi" component="h2" variant="h2">
          Iscrizioni ai prossimi corsi ed eventi
        </Typography>
        <List dense>
          {rows.map((row) => (
            <ListItem key={`${row.owner.resource}-${row.owner.id}`} disableGutters>
              <ListItemText
                primary={
                  <MuiLink component={Link} to={`/${row.owner.resource}/${row.owner.id}/edit`}>
                    {row.title}
                  </MuiLink>
                }
                secondary={upcomingLabel(row)}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
