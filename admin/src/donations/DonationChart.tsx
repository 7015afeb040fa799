// The year's donations as a chart: totals by month, stacked by method (recharts), with
// the year's total. Reads every donation of the list's filters (the table shows a page).
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useGetList, useListContext, type RaRecord } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DonationMethod } from '../gql/graphql';
import { formatEuro } from '../lib/money';
import { methodLabels } from './labels';

const MONTHS = ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'];
const COLORS: Record<DonationMethod, string> = {
  card: '#cc0000',
  bank_transfer: '#1f4e79',
  postal_order: '#8e6c00',
  cheque: '#4b7d2a',
  cash: '#6b6b6b',
};

/** Totals (euro) by month and method of the donations given. */
export function monthlyTotals(donations: readonly RaRecord[]) {
  const rows = MONTHS.map((month) => ({
    month,
    ...(Object.fromEntries(Object.keys(methodLabels).map((m) => [m, 0])) as Record<
      DonationMethod,
      number
    >),
  }));
  for (const donation of donations) {
    const month = Number(String(donation.date).slice(5, 7)) - 1;
    const method = donation.method as DonationMethod;
    if (rows[month] && method in methodLabels)
      rows[month][method] = Math.round((rows[month][method] + Number(donation.amount)) * 100) / 100;
  }
  return rows;
}

export const DonationChart = () => {
  const { filterValues } = useListContext();
  const { data = [], isPending } = useGetList('donations', {
    filter: filterValues,
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'date', order: 'ASC' },
  });
  if (isPending) return null;
  const total = data.reduce((sum, donation) => sum + Number(donation.amount), 0);
  const methods = Object.keys(methodLabels) as DonationMethod[];
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          Totali per mese e metodo
        </Typography>
        <Typography data-testid="donations-total">
          Totale: {formatEuro(Math.round(total * 100) / 100)} ({data.length}{' '}
          {data.length === 1 ? 'donazione' : 'donazioni'})
        </Typography>
        <Box
          sx={{ width: '100%', height: 280 }}
          role="img"
          aria-label="Grafico delle donazioni per mese e metodo"
        >
          <ResponsiveContainer>
            <BarChart data={monthlyTotals(data)}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="month" />
              <YAxis />
              <Tooltip formatter={(value) => formatEuro(Number(value))} />
              <Legend />
              {methods.map((method) => (
                <Bar
                  key={method}
                  dataKey={method}
                  name={methodLabels[method]}
                  stackId="methods"
                  fill={COLORS[method]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  );
};
