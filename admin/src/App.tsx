// The admin app: react-admin under /admin on the GraphQL API, Italian, with the exact
// routes of the admin spec (/{resource}/new and /{resource}/{id}/edit, /contacts/{id})
// declared as each resource's child routes. react-admin's own router is a hash router:
// real paths under /admin need a browser router with that basename around <Admin>, which
// then adds no basename of its own (links and redirects are prefixed once, by the router).
// It is a data router, as react-admin's own. The guard is per page, not <Admin requireAuth>
// (whose logout-on-mount redirects to /login in an endless loop under an outer router):
// list, create and edit controllers (the settings page is an edit) and the dashboard and
// profile pages check the session; the contact detail is refused by the server without a
// token, which ends the session (checkError). The routes are derived from the list of
// resources (resources.ts) and the signed-in user's permissions (`me.permissions`): a
// screen the policy would refuse is not there, and at its URL the user reads that they
// lack the permission (ReservedPage); react-admin's canAccess answers its buttons and
// controllers from the same permissions.
// 'Password dimenticata?' and the page of a password link are for anyone, signed out.
import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './layout/LoginPage';
import { isPage } from './lib/adminResource';
import { ReservedPage } from './layout/ReservedPage';
import { ActivityLogLabels } from './lib/activityLogLabels';
import { createAuthProvider } from './lib/authProvider';
import { createDataProvider } from './lib/dataProvider';
import { createGraphqlClient } from './lib/graphqlClient';
import type { Permission } from './lib/permissions';
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from './config';
import { ForgotPasswordPage, ResetPasswordPage } from './password-reset';
import { PROFILE_PATH, ProfilePage } from './profile';
import { accessTo, activityLogLabels, adminResources, policyResourceOf } from './resources';
import { theme } from './theme';

// Screens other than the lists come in their own chunks on first visit (react-admin's
// layout shows its loading view meanwhile); the login page stays in the first download.
const Dashboard = lazy(() =>
  import('./dashboard/Dashboard').then((m) => ({ default: m.Dashboard })),
);

const client = createGraphqlClient();
const dataProvider = createDataProvider(client);
const authProvider = createAuthProvider(client, policyResourceOf);

/** The routes of the resources and pages the user's permissions open. */
const routesFor = (permissions: Permission[] | null | undefined) => {
  const lists = [];
  const pages = [];
  const reserved = [];
  for (const resource of adminResources) {
    const access = accessTo(resource, permissions ?? undefined);
    if (!access.list) {
      // Known once the permissions are (react-admin hands null for a signed-out visitor's,
      // undefined while they are asked): at its address, the user reads it is not theirs.
      const path = isPage(resource) ? resource.path : `/${resource.name}`;
      if (permissions != null) {
        reserved.push(<Route key={path} path={`${path}/*`} element={<ReservedPage />} />);
      }
      continue;
    }
    if (isPage(resource)) {
      pages.push(<Route key={resource.name} path={resource.path} element={<resource.page />} />);
      continue;
    }
    const { name, list, create: Create, edit: Edit, show: Show } = resource;
    lists.push(
      <Resource key={name} name={name} list={list}>
        {access.create && Create && <Route path="new" element={<Create />} />}
        {access.edit && Edit && <Route path=":id/edit" element={<Edit />} />}
        {access.show && Show && <Route path=":id" element={<Show />} />}
      </Resource>,
    );
  }
  return (
    <>
      {lists}
      {/* Pages that are not a resource's list: the one settings record and the profile. */}
      <CustomRoutes>
        {pages}
        {reserved}
        <Route path={PROFILE_PATH} element={<ProfilePage />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path={FORGOT_PASSWORD_PATH} element={<ForgotPasswordPage />} />
        <Route path={RESET_PASSWORD_PATH} element={<ResetPasswordPage />} />
      </CustomRoutes>
    </>
  );
};

export const ADMIN_BASENAME = '/admin';

const AdminApp = () => (
  <ActivityLogLabels.Provider value={activityLogLabels}>
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
      {routesFor}
    </Admin>
  </ActivityLogLabels.Provider>
);

const router = createBrowserRouter([{ path: '*', element: <AdminApp /> }], {
  basename: ADMIN_BASENAME,
});

export const App = () => <RouterProvider router={router} />;
