// Per-route Italian <title> and meta description; the title ends with the committee's
// name once the settings are loaded.
import { useEffect } from 'react';
import { useCommitteeSettings } from './committee-settings';

const FALLBACK_SITE_NAME = 'Croce Rossa Italiana';

export function usePageMeta(title: string, description: string): void {
  const siteName = useCommitteeSettings()?.name ?? FALLBACK_SITE_NAME;
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, siteName]);
}
