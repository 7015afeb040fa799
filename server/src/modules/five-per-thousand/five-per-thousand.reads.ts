// The public read of the 5x1000 reports (public-reads.ts).
import { recordFields, type PublicRead } from '../../platform/cache/public-reads.js';

export const fivePerThousandRead: PublicRead = {
  name: 'five_per_thousand_reports',
  path: '/api/five-per-thousand',
  filters: [],
  resources: ['five_per_thousand_reports'],
  graphqlFields: recordFields('FivePerThousandReport', 'FivePerThousandReports'),
};
