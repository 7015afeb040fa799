import { describe, expect, it } from 'vitest';
import type { SetupItemKey } from '../gql/graphql';
import { settingsSectionPath } from '../settings/SettingsSections';
import { pendingSetupItems } from './setupItems';

const to = { settingsSection: settingsSectionPath, profile: '/profile' };
const item = (key: SetupItemKey, done = false) => ({
  id: key,
  key,
  label: `Da fare: ${key}`,
  done,
});

describe('pendingSetupItems', () => {
  it('links each detail to its section of the settings page, the password to the profile', () => {
    expect(
      pendingSetupItems(
        [item('name'), item('iban'), item('fiscalCode'), item('email'), item('adminPassword')],
        to,
      ).map(({ key, to: path, action }) => [key, path, action]),
    ).toEqual([
      ['name', '/settings#comitato', 'Apri le impostazioni'],
      ['iban', '/settings#donazioni', 'Apri le impostazioni'],
      ['fiscalCode', '/settings#donazioni', 'Apri le impostazioni'],
      ['email', '/settings#contatti', 'Apri le impostazioni'],
      ['adminPassword', '/profile', 'Cambia password'],
    ]);
  });

  it("keeps the server's label and leaves out what is done", () => {
    expect(pendingSetupItems([item('name', true), item('iban')], to)).toEqual([
      {
        key: 'iban',
        label: 'Da fare: iban',
        to: '/settings#donazioni',
        action: 'Apri le impostazioni',
      },
    ]);
  });

  it('is empty when everything is done', () => {
    expect(pendingSetupItems([item('name', true), item('adminPassword', true)], to)).toEqual([]);
  });
});
