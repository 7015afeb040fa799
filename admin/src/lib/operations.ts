// The GraphQL operations of the admin that are not a resource's list/one/create/update/
// delete (those are the resources' documents, see resourceDefinition.ts): the committee's
// one settings record (one fragment for what its query and its update read), the
// first-run checklist, the signed-in user's own password and the rich text's images.
// Typed by codegen against schema/schema.graphql.
import { graphql } from '../gql';
import type { NavigationItemInput, SettingsInput } from '../gql/graphql';

graphql(`
  fragment AdminSettingsFields on Settings {
    id
    name
    shortName
    town
    serviceArea
    foundedYear
    peopleCount
    vehicleCount
    youthMinAge
    youthMaxAge
    switchboardAlwaysOpen
    switchboardHours
    historyStats {
      volunteers
      women
      services
      emergencies
    }
    address {
      street
      postalCode
      town
      province
    }
    bookingPhone
    bookingPhoneTollFree
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
    analyticsEnabled
    accessibilityReviewDate
    privacyNotice
    privacyNoticeUpdatedOn
    footerCredits
    footerLinks {
      label
      url
    }
    updatedAt
    version
  }
`);

export const SETTINGS_QUERY = graphql(`
  query AdminSettings {
    settings {
      ...AdminSettingsFields
    }
  }
`);

export const UPDATE_SETTINGS = graphql(`
  mutation AdminUpdateSettings($input: SettingsInput!, $version: String) {
    updateSettings(input: $input, version: $version) {
      ...AdminSettingsFields
    }
  }
`);

graphql(`
  fragment AdminNavigationFields on Navigation {
    header {
      label
      kind
      target
      visible
      order
    }
    footer {
      label
      kind
      target
      visible
      order
    }
  }
`);

export const NAVIGATION_QUERY = graphql(`
  query AdminNavigation {
    navigation {
      ...AdminNavigationFields
    }
  }
`);

export const UPDATE_NAVIGATION = graphql(`
  mutation AdminUpdateNavigation($header: [NavigationItemInput!], $footer: [NavigationItemInput!]) {
    updateNavigation(header: $header, footer: $footer) {
      ...AdminNavigationFields
    }
  }
`);

interface MenuItemValues {
  label?: unknown;
  kind?: unknown;
  target?: unknown;
  visible?: unknown;
}

/** The "Menu" form's list -> NavigationItemInput[]: in the form's order, Apollo's __typename left out. */
export function navigationItemsInput(items: unknown): NavigationItemInput[] {
  if (!Array.isArray(items)) return [];
  return (items as (MenuItemValues | null)[]).map((item, order) => ({
    label: typeof item?.label === 'string' ? item.label : '',
    kind: item?.kind as NavigationItemInput['kind'],
    target: typeof item?.target === 'string' ? item.target : '',
    visible: item?.visible !== false,
    order,
  }));
}

export const DEMO_CONTENT_QUERY = graphql(`
  query AdminDemoContent {
    demoContent {
      key
      label
      count
    }
  }
`);

export const REMOVE_DEMO_CONTENT = graphql(`
  mutation AdminRemoveDemoContent {
    removeDemoContent {
      total
      removed {
        key
        label
        count
      }
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

/** "Password dimenticata?": the server answers one message whether or not the account exists. */
export const FORGOT_PASSWORD = graphql(`
  mutation AdminForgotPassword($usernameOrEmail: String!) {
    forgotPassword(usernameOrEmail: $usernameOrEmail)
  }
`);

/** The password chosen with a reset or invitation link's token. */
export const RESET_PASSWORD = graphql(`
  mutation AdminResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

export const UPLOAD_RICH_TEXT_IMAGE = graphql(`
  mutation AdminUploadRichTextImage($file: Upload!) {
    uploadRichTextImage(file: $file)
  }
`);

/**
 * Each field of an input type: null for a value, the same again for a nested input, and
 * for a list of inputs the shape of one of them in a one-item tuple.
 */
type InputShape<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends readonly (infer Item)[]
    ? [InputShape<Item>]
    : NonNullable<T[K]> extends object
      ? InputShape<NonNullable<T[K]>>
      : null;
};

/** Every field of SettingsInput and of its nested inputs, as codegen typed them. */
const settingsInputShape: InputShape<SettingsInput> = {
  name: null,
  shortName: null,
  town: null,
  serviceArea: null,
  foundedYear: null,
  peopleCount: null,
  vehicleCount: null,
  youthMinAge: null,
  youthMaxAge: null,
  switchboardAlwaysOpen: null,
  switchboardHours: null,
  historyStats: { volunteers: null, women: null, services: null, emergencies: null },
  address: { street: null, postalCode: null, town: null, province: null },
  bookingPhone: null,
  bookingPhoneTollFree: null,
  phone: null,
  email: null,
  notificationEmail: null,
  pec: null,
  fiscalCode: null,
  bank: { accountHolder: null, name: null, iban: null },
  cardDonationUrl: null,
  nationalSiteUrl: null,
  historyVideoYoutubeId: null,
  socials: {
    facebook: null,
    instagram: null,
    youtube: null,
    x: null,
    tiktok: null,
    linkedin: null,
  },
  dataController: { name: null, address: null, email: null },
  contactRetentionMonths: null,
  analyticsEnabled: null,
  accessibilityReviewDate: null,
  privacyNotice: null,
  footerCredits: null,
  footerLinks: [{ label: null, url: null }],
};

/** An optional text left empty is sent as null (the server stores "not set"). */
function optionalText(value: unknown): unknown {
  return value === undefined || value === '' ? null : value;
}

/** A nested object's fields named by its shape, each optional text empty as null. */
function nestedInput(shape: object, value: unknown): Record<string, unknown> {
  const record = (value ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(shape).map((key) => [key, optionalText(record[key])]));
}

/**
 * The settings form's values -> SettingsInput: the whole object, without id, updatedAt,
 * privacyNoticeUpdatedOn (the server's) and Apollo's __typename, nested objects always
 * present, lists as lists.
 */
export function settingsInput(data: Record<string, unknown>): SettingsInput {
  const input: Record<string, unknown> = {};
  for (const [name, nested] of Object.entries(settingsInputShape)) {
    if (Array.isArray(nested)) {
      const items = Array.isArray(data[name]) ? (data[name] as unknown[]) : [];
      input[name] = items.map((item) => nestedInput(nested[0] as object, item));
    } else if (nested) {
      input[name] = nestedInput(nested, data[name]);
    } else {
      input[name] = optionalText(data[name]);
    }
  }
  return input as unknown as SettingsInput;
}
