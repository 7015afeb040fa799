// The items of the first-run checklist that are still to do, each with where it is fixed:
// the committee's details in their section of the settings page, the generated admin
// password on the profile page.
import type { RaRecord } from 'react-admin';
import type { SETTINGS_SECTIONS } from '../settings/SettingsSections';

export interface SetupItem extends RaRecord {
  key: string;
  label: string;
  done: boolean;
}

export interface PendingSetupItem {
  key: string;
  label: string;
  /** The admin path where it is fixed. */
  to: string;
  /** The link's text. */
  action: string;
}

interface Destinations {
  settings: string;
  settingsSection: (section: keyof typeof SETTINGS_SECTIONS) => string;
  profile: string;
}

const sectionOfKey: Record<string, keyof typeof SETTINGS_SECTIONS> = {
  name: 'committee',
  email: 'contacts',
  iban: 'donations',
  fiscalCode: 'donations',
};

export function pendingSetupItems(items: SetupItem[], to: Destinations): PendingSetupItem[] {
  return items
    .filter((item) => !item.done)
    .map((item) => {
      if (item.key === 'adminPassword') {
        return { key: item.key, label: item.label, to: to.profile, action: 'Cambia password' };
      }
      const section = sectionOfKey[item.key];
      return {
        key: item.key,
        label: item.label,
        to: section ? to.settingsSection(section) : to.settings,
        action: 'Apri le impostazioni',
      };
    });
}
