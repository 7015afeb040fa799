// The settings compared version by version: the record's nested groups and a revision's
// columns under the same names (the keys of the settings' labels), the footer's links as text.
import { describe, expect, it } from 'vitest';
import { changedFields } from '../lib/recordDiff';
import { settingsRecordValues, settingsRevisionValues } from './settingsVersions';

const record = {
  id: 'settings',
  settingsId: '1',
  version: '1767261600000',
  name: 'Comitato di Prova',
  address: { __typename: 'CommitteeAddress', street: 'Via Roma 1', town: 'Prova' },
  dataController: { __typename: 'DataController', email: 'a@b.it' },
  historyStats: { __typename: 'HistoryStats', volunteers: 262 },
  socials: { __typename: 'Socials', x: null },
  footerLinks: [{ __typename: 'FooterLink', label: 'News', url: '/news' }],
};

const revision = {
  id: 1,
  name: 'Comitato di Prova',
  addressStreet: 'Via Garibaldi 3',
  addressTown: 'Prova',
  dataControllerEmail: 'a@b.it',
  historyStatsVolunteers: 250,
  socialsX: null,
  footerLinks: [{ label: 'News', url: '/news', kind: 'route' }],
  updatedAt: '2026-01-01T10:00:00.000Z',
};

describe('settings versions compared', () => {
  it('flattens the record and names the columns alike', () => {
    expect(settingsRecordValues(record)).toEqual({
      id: 'settings',
      version: '1767261600000',
      name: 'Comitato di Prova',
      'address.street': 'Via Roma 1',
      'address.town': 'Prova',
      'dataController.email': 'a@b.it',
      'historyStats.volunteers': 262,
      'socials.x': null,
      footerLinks: ['News — /news'],
    });
    expect(settingsRevisionValues(revision)).toEqual({
      id: 1,
      name: 'Comitato di Prova',
      'address.street': 'Via Garibaldi 3',
      'address.town': 'Prova',
      'dataController.email': 'a@b.it',
      'historyStats.volunteers': 250,
      'socials.x': null,
      footerLinks: ['News — /news'],
      updatedAt: '2026-01-01T10:00:00.000Z',
    });
  });

  it('shows only what the save changed', () => {
    expect(
      changedFields(settingsRevisionValues(revision), settingsRecordValues(record)).sort(),
    ).toEqual(['address.street', 'historyStats.volunteers']);
  });
});
