// The GraphQL operations of the admin that are not a resource's generic list/one/create/
// update/delete (those are built by buildQuery): the committee's one settings record,
// the first-run checklist and the administrator's own password. Typed by codegen
// against schema/schema.graphql.
import { graphql } from '../gql';
import type { SettingsInput } from '../gql/graphql';

export const SETTINGS_QUERY = graphql(`
  query AdminSettings {
    settings {
      id
      name
      shortName
      town
      serviceArea
      foundedYear
      address {
        street
        postalCode
        town
        province
      }
      tollFreePhone
      phone
      email
      notificationEmail
      pec
      fiscalCode
      bank {
        accountHolder
        name
        iban
      }
      cardDonationUrl
      nationalSiteUrl
      historyVideoYoutubeId
      socials {
        facebook
        instagram
        youtube
        x
        tiktok
        linkedin
      }
      dataController {
        name
        address
        email
      }
      contactRetentionMonths
      accessibilityReviewDate
      updatedAt
    }
  }
`);

export const UPDATE_SETTINGS = graphql(`
  mutation AdminUpdateSettings($input: SettingsInput!) {
    updateSettings(input: $input) {
      id
      name
      shortName
      town
      serviceArea
      foundedYear
      address {
        street
        postalCode
        town
        province
      }
      tollFreePhone
      phone
      email
      pec
      fiscalCode
      bank {
        accountHolder
        name
        iban
      }
      cardDonationUrl
      nationalSiteUrl
      historyVideoYoutubeId
      socials {
        facebook
        instagram
        youtube
        x
        tiktok
        linkedin
      }
      dataController {
        name
        address
        email
      }
      contactRetentionMonths
      accessibilityReviewDate
      updatedAt
    }
  }
`);

export const SETUP_CHECKLIST_QUERY = graphql(`
  query AdminSetupChecklist {
    setupChecklist {
      key
      label
      done
    }
  }
`);

export const CHANGE_PASSWORD = graphql(`
  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const UPLOAD_RICH_TEXT_IMAGE = graphql(`
  mutation AdminUploadRichTextImage($file: Upload!) {
    uploadRichTextImage(file: $file)
  }
`);

/** The shape of SettingsInput: each field, and the fields of each nested object. */
const settingsInputShape: Record<keyof SettingsInput, readonly string[] | null> = {
  name: null,
  shortName: null,
  town: null,
  serviceArea: null,
  foundedYear: null,
  address: ['street', 'postalCode', 'town', 'province'],
  tollFreePhone: null,
  phone: null,
  email: null,
  notificationEmail: null,
  pec: null,
  fiscalCode: null,
  bank: ['accountHolder', 'name', 'iban'],
  cardDonationUrl: null,
  nationalSiteUrl: null,
  historyVideoYoutubeId: null,
  socials: ['facebook', 'instagram', 'youtube', 'x', 'tiktok', 'linkedin'],
  dataController: ['name', 'address', 'email'],
  contactRetentionMonths: null,
  accessibilityReviewDate: null,
};

/** An optional text left empty is sent as null (the server stores "not set"). */
function optionalText(value: unknown): unknown {
  return value === undefined || value === '' ? null : value;
}

/**
 * The settings form's values -> SettingsInput: the whole object, without id, updatedAt
 * and Apollo's __typename, nested objects always present.
 */
export function settingsInput(data: Record<string, unknown>): SettingsInput {
  const input: Record<string, unknown> = {};
  for (const [name, nested] of Object.entries(settingsInputShape)) {
    if (nested) {
      const value = (data[name] ?? {}) as Record<string, unknown>;
      input[name] = Object.fromEntries(nested.map((key) => [key, optionalText(value[key])]));
    } else {
      input[name] = optionalText(data[name]);
    }
  }
  return input as unknown as SettingsInput;
}
