// The admin app: react-admin under /admin on the GraphQL API, Italian, with the exact
// routes of the admin spec (/{resource}/new and /{resource}/{id}/edit, /contacts/{id})
// declared as each resource's child routes. react-admin's own router is a hash router:
// real paths under /admin need a browser router with that basename around <Admin>, which
// then adds no basename of its own (links and redirects are prefixed once, by the router).
// It is a data router, as react-admin's own. The guard is per page, not <Admin requireAuth>
// (whose logout-on-mount redirects to /login in an endless loop under an outer router):
// list, create and edit controllers (the settings page is an edit) and the dashboard and
// profile pages check the session; the contact detail is refused by the server without a
// token, which ends the session (checkError). What an administrator alone uses (contact
// requests, users, the activity log, the settings) exists only for the 'admin' role; at
// those addresses any other role reads that it lacks the permission (ReservedPage).
import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import activities from './activities';
import activityLog from './activity-log';
import compensations from './compensations';
import contacts from './contacts';
import documents from './documents';
import fivePerThousand from './five-per-thousand';
import grants from './grants';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './layout/LoginPage';
import { ReservedPage } from './layout/ReservedPage';
import { createAuthProvider } from './lib/authProvider';
import { ACTIVITY_LOG_RESOURCE, USERS_RESOURCE } from './lib/backOfficeResources';
import { createDataProvider } from './lib/dataProvider';
import { createGraphqlClient } from './lib/graphqlClient';
import { isAdmin } from './lib/permissions';
import news from './news';
import { PROFILE_PATH, ProfilePage } from './profile';
import projects from './projects';
import services from './services';
import { SETTINGS_PATH, SettingsPage } from './settings';
import slides from './slides';
import stats from './stats';
import team from './team';
import timeline from './timeline';
import users from './users';
import { theme } from './theme';

// Screens other than the lists come in their own chunks on first visit (react-admin's
// layout shows its loading view meanwhile); the login page stays in the first download.
const Dashboard = lazy(() =>
  import('./dashboard/Dashboard').then((m) => ({ default: m.Dashboard })),
);

const client = createGraphqlClient();
const dataProvider = createDataProvider(client);
const authProvider = createAuthProvider(client);

const editable = {
  news,
  projects,
  stats,
  documents,
  team,
  slides,
  activities,
  services,
  timeline,
  grants,
  'five-per-thousand': fivePerThousand,
  compensations,
};

export const ADMIN_BASENAME = '/admin';

/** The addresses of the administrators' screens, answered by ReservedPage for other roles. */
const RESERVED_PATHS = [
  '/contacts',
  `/${USERS_RESOURCE}`,
  `/${ACTIVITY_LOG_RESOURCE}`,
  SETTINGS_PATH,
].map((path) => `${path}/*`);

const AdminApp = () => (
  <Admin
    title="Amministrazione"
    disableTelemetry
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    theme={theme}
    layout={AdminLayout}
    loginPage={LoginPage}
    dashboard={Dashboard}
  >
    {(permissions: unknown) => (
      <>
        {Object.entries(editable).map(([name, { list: List, create: Create, edit: Edit }]) => (
          <Resource key={name} name={name} list={List}>
            <Route path="new" element={<Create />} />
            <Route path=":id/edit" element={<Edit />} />
          </Resource>
        ))}
        {/* An editor's back office has none of these: their URLs say they are reserved. */}
        {isAdmin(permissions) && (
          <>
            <Resource name="contacts" list={contacts.list}>
              <Route path=":id" element={<contacts.show />} />
            </Resource>
            <Resource name={USERS_RESOURCE} list={users.list}>
              <Route path="new" element={<users.create />} />
              <Route path=":id/edit" element={<users.edit />} />
            </Resource>
            <Resource name={ACTIVITY_LOG_RESOURCE} list={activityLog.list} />
          </>
        )}
        {/* Pages that are not a resource's list: the one settings record and the profile. */}
        <CustomRoutes>
          {isAdmin(permissions) && <Route path={SETTINGS_PATH} element={<SettingsPage />} />}
          {permissions !== undefined &&
            !isAdmin(permissions) &&
            RESERVED_PATHS.map((path) => (
              <Route key={path} path={path} element={<ReservedPage />} />
            ))}
          <Route path={PROFILE_PATH} element={<ProfilePage />} />
        </CustomRoutes>
      </>
    )}
  </Admin>
);

const router = createBrowserRouter([{ path: '*', element: <AdminApp /> }], {
  basename: ADMIN_BASENAME,
});

export const App = () => <RouterProvider router={router} />;
