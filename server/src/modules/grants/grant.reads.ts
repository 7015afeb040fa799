// The public reads of the grants register (public-reads.ts): the list, the years, a year's export.
import { recordFields, type PublicRead } from '../../platform/cache/public-reads.js';

export const grantReads = {
  grants: {
    name: 'grants',
    path: '/api/grants',
    filters: ['year'],
    resources: ['grants'],
    graphqlFields: [...recordFields('Grant', 'Grants'), 'grantYearTotals'],
  },
  years: {
    name: 'grants-years',
    path: '/api/grants/years',
    filters: [],
    resources: ['grants'],
  },
  /** Keyed by the year and the format of its path (GET /api/grants/export/<year>.<format>). */
  export: {
    name: 'grants-export',
    filters: [],
    resources: ['grants'],
  },
} as const satisfies Record<string, PublicRead>;
