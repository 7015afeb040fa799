// The committee's settings (name, contacts, bank account, socials, privacy notice, the
// facts the site states about it, the footer's credits and links):
// read once per page load from the GraphQL `settings` query and shared with the
// header, the footer and the pages through useCommittee(). The server renders the page
// with the answer and sends it in the Apollo cache, so the browser starts ready;
// without it (development server) the header and the footer render in a neutral state
// and fill in when the answer arrives.
import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { graphql } from '../gql';
import type { CommitteeSettingsQuery } from '../gql/graphql';

export const CommitteeSettingsDocument = graphql(`
  query CommitteeSettings {
    settings {
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
      privacyNotice
      privacyNoticeUpdatedOn
      footerCredits
      footerLinks {
        label
        url
      }
    }
  }
`);

export type CommitteeSettings = CommitteeSettingsQuery['settings'];

export type CommitteeState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; settings: CommitteeSettings };

const CommitteeContext = createContext<CommitteeState>({ status: 'loading' });

/** The settings' state: loading, error, or ready with the settings. */
export function useCommittee(): CommitteeState {
  return useContext(CommitteeContext);
}

/** The settings once they are loaded, undefined before (or when the call failed). */
export function useCommitteeSettings(): CommitteeSettings | undefined {
  const state = useCommittee();
  return state.status === 'ready' ? state.settings : undefined;
}

/** Provides a given state: tests pass a fixture; the app uses CommitteeProvider. */
export function CommitteeStateProvider({
  value,
  children,
}: {
  value: CommitteeState;
  children: ReactNode;
}) {
  return <CommitteeContext.Provider value={value}>{children}</CommitteeContext.Provider>;
}

/** Loads the settings once and provides them to everything below. */
export function CommitteeProvider({ children }: { children: ReactNode }) {
  const { data, error } = useQuery(CommitteeSettingsDocument);
  useEffect(() => {
    if (error) console.error('Impostazioni del comitato non disponibili', error);
  }, [error]);
  // The same object while the answer is the same: every reader of the context re-renders
  // when it changes, and parts of the page still waiting to hydrate would hydrate at once.
  const state = useMemo<CommitteeState>(
    () =>
      data
        ? { status: 'ready', settings: data.settings }
        : error
          ? { status: 'error' }
          : { status: 'loading' },
    [data, error],
  );
  return <CommitteeStateProvider value={state}>{children}</CommitteeStateProvider>;
}

/** The postal address on one line: street, postal code, town (province). */
export function formatAddress(settings: Pick<CommitteeSettings, 'address'>): string {
  const { street, postalCode, town, province } = settings.address;
  return `${street}, ${postalCode} ${town} (${province})`;
}

/** tel: link target from a display number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
