// What a page offers link previews (Open Graph, X): its own photo, or else the committee's
// share image (SHARE_IMAGE: a raster picture of the size previews want, drawn by the
// server from the settings), always with its text alternative. The server's head
// (page-head.ts) and the browser's (use-page-meta.ts) write the same tags.
import { SHARE_IMAGE } from '../config/constants';

export interface SharedImage {
  /** A path of the site or an absolute URL. */
  url: string;
  /** The size, when known (the share image's; a photo's is not). */
  width?: number;
  height?: number;
  alt: string;
}

/** What a page says of its picture (its meta, use-page-meta.ts). */
interface PagePicture {
  title: string;
  image?: string | null;
  imageAlt?: string | null;
}

/** The page's own photo, else the committee's share image of the site named `siteName`. */
export function sharedImage(meta: PagePicture, siteName: string): SharedImage {
  if (meta.image) return { url: meta.image, alt: meta.imageAlt || meta.title };
  return {
    url: SHARE_IMAGE.path,
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    alt: `${siteName}: l'emblema della Croce Rossa Italiana e il nome del comitato`,
  };
}

/** The Open Graph (`property`) and Twitter (`name`) tags of a shared picture; undefined: none. */
export function sharedImageTags(image: SharedImage, absolute: (path: string) => string) {
  const url = absolute(image.url);
  return {
    property: {
      'og:image': url,
      'og:image:width': image.width?.toString(),
      'og:image:height': image.height?.toString(),
      'og:image:alt': image.alt,
    },
    name: {
      'twitter:card': 'summary_large_image',
      'twitter:image': url,
      'twitter:image:alt': image.alt,
    },
  };
}
