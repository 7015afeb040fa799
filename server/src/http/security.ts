// Security headers (helmet) with a Content-Security-Policy under which the three
// browser apps work as built: the public site (React, styled-components), the admin
// (react-admin: MUI/emotion inject <style> elements, hence style-src 'unsafe-inline')
// and the self-hosted GraphiQL. Scripts only from our own origin, never inline.
import helmet from 'helmet';

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // News images may be absolute https URLs (object storage, or an image URL given in the admin).
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  // Uploaded PDFs open in the browser's viewer; the external booking page is a link, not a
  // frame. The history video plays in YouTube's privacy-enhanced player, loaded on a click.
  'frame-src': ["'self'", 'https://www.youtube-nocookie.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  // Not forced: the server also runs on plain http (localhost, a LAN address); TLS is the proxy's job.
  'upgrade-insecure-requests': null,
};

export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
