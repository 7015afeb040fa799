// The dashboard's upcoming courses booked on the site: each course with its date, its
// seats taken and its waiting list ("12/20 posti, 3 in attesa"), linked to the course.
// Shown to whoever reads enrolments; silent when there is none; a failed read says so.
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
import { seatsLabel, type CourseEnrolments, type EnrolmentCalls } from '../lib/enrolments';

export const EnrolmentsPanel = () => {
  const dataProvider = useDataProvider<DataProvider & EnrolmentCalls>();
  const [rows, setRows] = useState<CourseEnrolments[] | null>(null);
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
        Iscrizioni ai corsi non caricate
      </Alert>
    );
  if (!rows || rows.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="iscrizioni-corsi" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="iscrizioni-corsi" component="h2" variant="h2">
          Iscrizioni ai prossimi corsi
        </Typography>
        <List dense>
          {rows.map((row) => (
            <ListItem key={row.course.id} disableGutters>
              <ListItemText
                primary={
                  <MuiLink component={Link} to={`/projects/${row.course.id}`}>
                    {row.course.title}
                  </MuiLink>
                }
                secondary={`${row.course.startDate} · ${seatsLabel(row)}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
