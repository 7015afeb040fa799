// The settings compared version by version (the history under the form, the conflict
// dialog): the record holds nested groups (address.street) where a revision holds the
// row's columns by the API's names (addressStreet); both become the same flat names,
// `address.street`, which are the keys of the settings' field labels
// (resources.settings.fields.address.street). The footer's links read one per line.

/** The nested groups of the settings, as the record and the revisions' columns name them. */
export const SETTINGS_GROUPS = [
  'address',
  'bank',
  'socials',
  'dataController',
  'historyStats',
] as const;

/** The admin's own keys of the settings record, not the settings' content. */
const ADMIN_KEYS = new Set(['settingsId']);

function linkText(link: unknown): unknown {
  if (typeof link !== 'object' || link === null) return link;
  const { label, url } = link as { label?: unknown; url?: unknown };
  return `${String(label ?? '')} — ${String(url ?? '')}`;
}

function withLinks(values: Record<string, unknown>): Record<string, unknown> {
  if (Array.isArray(values.footerLinks)) values.footerLinks = values.footerLinks.map(linkText);
  return values;
}

/** The settings record (as the form loaded it) with its groups flattened: address.street. */
export function settingsRecordValues(record: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(record)) {
    if (ADMIN_KEYS.has(name)) continue;
    const group = (SETTINGS_GROUPS as readonly string[]).includes(name);
    if (group && typeof value === 'object' && value !== null) {
      for (const [field, inner] of Object.entries(value)) {
        if (field !== '__typename') values[`${name}.${field}`] = inner;
      }
    } else {
      values[name] = value;
    }
  }
  return withLinks(values);
}

/** A revision's data (addressStreet, dataControllerEmail) under the record's names. */
export function settingsRevisionValues(data: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    const group = SETTINGS_GROUPS.find(
      (prefix) => name.startsWith(prefix) && /^[A-Z]/.test(name.slice(prefix.length)),
    );
    if (group) {
      const field = name.slice(group.length);
      values[`${group}.${field.charAt(0).toLowerCase()}${field.slice(1)}`] = value;
    } else {
      values[name] = value;
    }
  }
  return withLinks(values);
}
