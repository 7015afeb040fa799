// The activity log's name of each kind of record (News: 'Notizia'), as every resource of the
// back office declares it (resources.ts). Handed down by the app through this context, so
// that the log's screen, itself one of the resources, needs not import their list.
import { createContext, useContext } from 'react';

export const ActivityLogLabels = createContext<Readonly<Record<string, string>>>({});

export const useActivityLogLabels = () => useContext(ActivityLogLabels);
