// 'Il mio profilo' (/admin/profile): a chunk of its own, loaded on its first visit.
import { lazy } from 'react';

export const PROFILE_PATH = '/profile';

export const ProfilePage = lazy(() =>
  import('./ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })),
);
