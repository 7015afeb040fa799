// The committees' failures as the platform administrator reads them: the server's message
// (a slug or a domain another committee has, the first committee that cannot be archived),
// else a generic one.
export function committeeErrorText(
  error: unknown,
  fallback = 'Errore durante il salvataggio del comitato',
): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
