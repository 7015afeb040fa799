// The 404 page for any unknown path (components/layout/not-found.tsx, shared with the
// committee's pages at /{slug}).
import { NotFound } from '../../components/layout/not-found';

export { NOT_FOUND_TITLE } from '../../components/layout/not-found';

export default function NotFoundPage() {
  return <NotFound />;
}
