// The settings form against a data provider of the test's own (jsdom) that reads and
// writes through the real buildQuery: a save sends the version the form loaded
// (updateSettings' version argument), and a save refused as a conflict (409) opens the
// conflict dialog instead of an error notification.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { buildQueryFactory } from '../lib/buildQuery';
import { SettingsEdit } from './SettingsEdit';

const buildQuery = buildQueryFactory();

/** The settings as the server's settings query answers them. */
const served = {
  id: '1',
  version: '1767261600000',
  name: 'Comitato di Prova',
  shortName: 'CRI Prova',
  town: 'Prova',
  serviceArea: 'Prova e dintorni',
  foundedYear: 1980,
  peopleCount: 300,
  vehicleCount: 20,
  youthMinAge: 14,
  youthMaxAge: 32,
  switchboardAlwaysOpen: true,
  switchboardHours: null,
  historyStats: { volunteers: 262, women: 135, services: 136, emergencies: 154 },
  address: { street: 'Via Roma 1', postalCode: '00100', town: 'Prova', province: 'PR' },
  bookingPhone: null,
  bookingPhoneTollFree: false,
  phone: '0123 456789',
  email: 'prova@cri.it',
  notificationEmail: null,
  pec: null,
  fiscalCode: '01234567890',
  bank: { accountHolder: 'CRI Prova', name: 'Banca', iban: 'IT60X0542811101000000123456' },
  cardDonationUrl: null,
  nationalSiteUrl: 'https://cri.it',
  historyVideoYoutubeId: null,
  socials: {
    facebook: null,
    instagram: null,
    youtube: null,
    x: null,
    tiktok: null,
    linkedin: null,
  },
  dataController: { name: 'CRI', address: 'Via Roma 1', email: 'prova@cri.it' },
  contactRetentionMonths: 24,
  analyticsEnabled: true,
  accessibilityReviewDate: null,
  privacyNotice: '<p>Informativa</p>',
  privacyNoticeUpdatedOn: '2025-06-13',
  footerCredits: null,
  footerLinks: [],
  updatedAt: '2026-01-01T10:00:00.000Z',
};

function dataProvider(update: DataProvider['update']): DataProvider {
  return {
    getOne: vi.fn(() =>
      Promise.resolve(
        buildQuery('GET_ONE', 'settings', { id: 'settings' }).parseResponse({
          data: { settings: served },
        }),
      ),
    ),
    update,
    getRevisions: vi.fn(() => Promise.resolve([])),
  } as unknown as DataProvider;
}

/** The committee's town (the address has a 'Comune' too), once the form holds the settings. */
async function townInput(): Promise<HTMLInputElement> {
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[name="town"]');
    expect(found).toHaveValue('Prova');
    return found!;
  });
  return input;
}

function renderForm(provider: DataProvider) {
  return render(
    <AdminContext dataProvider={provider} i18nProvider={i18nProvider}>
      <SettingsEdit />
    </AdminContext>,
  );
}

// A whole form of a few dozen inputs, rendered in jsdom on a shared 2-core machine.
describe('the settings form', { timeout: 30_000 }, () => {
  it('sends the version it loaded with a save', async () => {
    const update = vi.fn((_resource: string, params: { data: unknown }) =>
      Promise.resolve({ data: { ...(params.data as object), version: '1767261700000' } }),
    );
    renderForm(dataProvider(update as unknown as DataProvider['update']));
    const town = await townInput();
    fireEvent.change(town, { target: { value: 'Nuova Prova' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const [resource, params] = update.mock.calls[0] as unknown as [
      string,
      { data: Record<string, unknown>; previousData: Record<string, unknown> },
    ];
    expect(resource).toBe('settings');
    const { variables } = buildQuery('UPDATE', resource, params);
    expect(variables.version).toBe('1767261600000');
    expect((variables.input as Record<string, unknown>).town).toBe('Nuova Prova');
  });

  it('opens the conflict dialog when the save is refused as a conflict', async () => {
    const update = vi.fn(() =>
      Promise.reject(new HttpError('Modificato da un’altra persona', 409, { code: 'CONFLICT' })),
    );
    renderForm(dataProvider(update as unknown as DataProvider['update']));
    const town = await townInput();
    fireEvent.change(town, { target: { value: 'Prova bis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modificato da un’altra persona' });
    expect(within(dialog).getByRole('button', { name: 'Sovrascrivi comunque' })).toBeVisible();
  });
});
