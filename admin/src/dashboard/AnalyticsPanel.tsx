// The dashboard's visit statistics (counted by the server without cookies): the visits
// and visitors of each day of the period as a chart (the last 30 days at first), the
// most viewed pages, the referring sites and the devices, a period picker and the CSV
// export. Shown to whoever may read them (admin and editor); a failed read says so.
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  analyticsCsv,
  DEVICE_LABELS,
  lastDays,
  shortDay,
  type AnalyticsCalls,
  type AnalyticsReport,
} from '../lib/analytics';

const TOP_ROWS = 10;

const TopTable = ({
  title,
  label,
  rows,
}: {
  title: string;
  label: string;
  rows: { name: string; views: number }[];
}) => (
  <Box>
    <Typography component="h3" variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
      {title}
    </Typography>
    {rows.length === 0 ? (
      <Typography color="text.secondary">Nessun dato nel periodo</Typography>
    ) : (
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{label}</TableCell>
            <TableCell align="right">Visite</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(0, TOP_ROWS).map((row) => (
            <TableRow key={row.name}>
              <TableCell sx={{ wordBreak: 'break-all' }}>{row.name}</TableCell>
              <TableCell align="right">{row.views}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    )}
  </Box>
);

function download(report: AnalyticsReport, from: string, to: string) {
  const blob = new Blob([analyticsCsv(report)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `statistiche-visite-${from}-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** An end of the period: a date field that keeps its date when emptied. */
const PeriodDate = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (date: string) => void;
}) => (
  <TextField
    label={label}
    type="date"
    size="small"
    value={value}
    onChange={(event) => event.target.value && onChange(event.target.value)}
    slotProps={{ inputLabel: { shrink: true } }}
  />
);

export const AnalyticsPanel = () => {
  const dataProvider = useDataProvider<DataProvider & AnalyticsCalls>();
  const [period, setPeriod] = useState(() => lastDays(30));
  const [report, setReport] = useState<AnalyticsReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setError(null);
    dataProvider.getAnalytics(period.from, period.to).then(
      (value) => {
        if (current) setReport(value);
      },
      (failure: unknown) => {
        if (!current) return;
        setReport(null);
        setError(failure instanceof Error ? failure.message : 'Statistiche non disponibili');
      },
    );
    return () => {
      current = false;
    };
  }, [dataProvider, period]);

  const totals = report?.days.reduce(
    (sum, day) => ({ views: sum.views + day.views, visitors: sum.visitors + day.visitors }),
    { views: 0, visitors: 0 },
  );

  return (
    <Card component="section" aria-label="Statistiche delle visite" sx={{ mb: 3 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Typography component="h2" variant="h2" sx={{ flex: '1 1 auto' }}>
            Visite al sito
          </Typography>
          <PeriodDate
            label="Dal"
            value={period.from}
            onChange={(from) => setPeriod({ ...period, from })}
          />
          <PeriodDate
            label="Al"
            value={period.to}
            onChange={(to) => setPeriod({ ...period, to })}
          />
          <Button size="small" onClick={() => setPeriod(lastDays(30))}>
            Ultimi 30 giorni
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!report}
            onClick={() => report && download(report, period.from, period.to)}
          >
            Esporta CSV
          </Button>
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
        {!report && !error && <Typography role="status">Caricamento...</Typography>}
        {report && totals && (
          <>
            <Typography>
              {totals.views} visite, {totals.visitors} visitatori (stima: la stessa persona in
              giorni diversi conta una volta al giorno). Senza cookie e senza conservare dati che
              identifichino chi visita.
            </Typography>
            <Box data-testid="analytics-chart" sx={{ width: '100%', height: 280 }}>
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={report.days} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={16} />
                  <YAxis allowDecimals={false} width={40} />
                  <Tooltip labelFormatter={(label) => shortDay(String(label))} />
                  <Legend />
                  <Line
                    type="monotone"
                    dataKey="views"
                    name="Visite"
                    stroke="#cc0000"
                    strokeWidth={2}
                    dot={false}
                    isAnimationActive={false}
                  />
                  <Line
                    type="monotone"
                    dataKey="visitors"
                    name="Visitatori"
                    stroke="#1f5fa8"
                    strokeWidth={2}
                    dot={false}
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' },
              }}
            >
              <TopTable
                title="Pagine più viste"
                label="Pagina"
                rows={report.pages.map((page) => ({ name: page.path, views: page.views }))}
              />
              <TopTable
                title="Siti di provenienza"
                label="Sito"
                rows={report.referrers.map((referrer) => ({
                  name: referrer.host,
                  views: referrer.views,
                }))}
              />
              <TopTable
                title="Dispositivi"
                label="Dispositivo"
                rows={report.devices.map((device) => ({
                  name: DEVICE_LABELS[device.device] ?? device.device,
                  views: device.views,
                }))}
              />
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
};
