// The items of the first-run checklist that are still to do, each with where it is fixed:
// the committee's details in their section of the settings page, the generated admin
// password on the profile page.
import type { RaRecord } from 'react-admin';
import type { SetupItemKey } from '../gql/graphql';
import type { SETTINGS_SECTIONS } from '../settings/SettingsSections';

export interface SetupItem extends RaRecord {
  key: SetupItemKey;
  label: string;
  done: boolean;
}

export interface PendingSetupItem {
  key: SetupItemKey;
  label: string;
  /** The admin path where it is fixed. */
  to: string;
  /** The link's text. */
  action: string;
}

interface Destinations {
  settingsSection: (section: keyof typeof SETTINGS_SECTIONS) => string;
  profile: string;
}

/** The settings' section of each item but the password, which the profile page changes. */
const sectionOfKey: Record<
  Exclude<SetupItemKey, 'adminPassword'>,
  keyof typeof SETTINGS_SECTIONS
> = {
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
      return {
        key: item.key,
        label: item.label,
        to: to.settingsSection(sectionOfKey[item.key]),
        action: 'Apri le impostazioni',
      };
    });
}
