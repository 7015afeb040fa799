// The 5x1000 screens, each a chunk of its own loaded on its first visit.
import { lazy } from 'react';

const FivePerThousandList = lazy(() =>
  import('./FivePerThousandList').then((m) => ({ default: m.FivePerThousandList })),
);
const FivePerThousandCreate = lazy(() =>
  import('./FivePerThousandCreate').then((m) => ({ default: m.FivePerThousandCreate })),
);
const FivePerThousandEdit = lazy(() =>
  import('./FivePerThousandEdit').then((m) => ({ default: m.FivePerThousandEdit })),
);

export default {
  list: FivePerThousandList,
  create: FivePerThousandCreate,
  edit: FivePerThousandEdit,
};
