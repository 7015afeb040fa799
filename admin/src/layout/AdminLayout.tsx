// The guarded admin layout: app bar, the 'Pannello di Controllo' sidebar and the
// upload progress bar over every page. react-admin's layout is at least as wide as its
// content (min-width: fit-content), so one long table widened the whole page past a
// phone's screen: here the page is the screen's width, and the content column may
// shrink below its content's natural width (tables fit by hiding columns instead).
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';
import { UploadProgressBar } from './UploadProgressBar';

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout
    appBar={AdminAppBar}
    menu={AdminMenu}
    sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
  >
    {children}
    <UploadProgressBar />
  </Layout>
);
