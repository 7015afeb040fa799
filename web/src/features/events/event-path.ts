// The addresses of the events' pages. Beside them rather than in config/paths.ts: the list
// and the event's page share one lazily loaded chunk, and the home page's initial code
// (whose budget is tight) does not carry them. The calendar writes /eventi/{id} itself for
// the same reason.
export const eventsPath = '/eventi';

export const eventPath = (id: string | number) => `${eventsPath}/${id}`;
