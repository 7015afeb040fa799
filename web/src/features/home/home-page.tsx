// The home page: one long page with the ten anchored sections in the spec's order.
// The page's query reads the slides; every other section reads its own data when it
// comes to life (the team and the activity areas too: a phone opening the page reads only
// the hero's data out of the Apollo cache the server sent, a long task less while it
// starts). A session flag set elsewhere (requestContactsScroll) brings the visitor to the
// contacts 500 ms after the page loads.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { CONTACT_SCROLL_DELAY_MS, SESSION_KEYS } from '../../config/constants';
import { sections } from '../../config/paths';
import { graphql } from '../../gql';
import { HERO_SIZES, imageSources } from '../../lib/api-url';
import { useCommitteeSettings } from '../../lib/committee-settings';
import { scrollToSectionWhenReady } from '../../lib/scroll';
import { usePageMeta } from '../../lib/use-page-meta';
import { hydrateWhenNeeded } from '../../lib/hydrate-when-needed';
import { HeroSlider, visibleSlides } from './hero-slider';

// Below the hero, every section hydrates when it comes near the viewport or at the first
// input (lib/hydrate-when-needed.tsx): a phone opening the home page runs the hero's code only.
const FastCtaSection = hydrateWhenNeeded(sections.fastCta, () =>
  import('./fast-cta-section').then((module) => module.FastCtaSection),
);
const StatsSection = hydrateWhenNeeded(sections.stats, () =>
  import('./stats-section').then((module) => module.StatsSection),
);
const AboutSection = hydrateWhenNeeded(sections.about, () =>
  import('./about-section').then((module) => module.AboutSectionWithTeam),
);
const ActivitiesSection = hydrateWhenNeeded(sections.activities, () =>
  import('./activities-section').then((module) => module.ActivitiesSectionWithData),
);
const CoursesSection = hydrateWhenNeeded(sections.courses, () =>
  import('./courses-section').then((module) => module.CoursesSection),
);
const BookServiceSection = hydrateWhenNeeded(sections.bookService, () =>
  import('./book-service-section').then((module) => module.BookServiceSection),
);
const NewsSection = hydrateWhenNeeded(sections.news, () =>
  import('./news-section').then((module) => module.NewsSection),
);
const SupportSection = hydrateWhenNeeded(sections.support, () =>
  import('./support-section').then((module) => module.SupportSection),
);
const ContactSection = hydrateWhenNeeded(sections.contacts, () =>
  import('./contact-section').then((module) => module.ContactSection),
);

const HomePageQuery = graphql(`
  query HomePage {
    allHeroSlides(sortField: "position", sortOrder: "ASC") {
      ...HomeHeroSlide
    }
  }
`);

export default function HomePage() {
  const name = useCommitteeSettings()?.name ?? 'Croce Rossa Italiana';
  useContactScrollFlag();
  const { data, error } = useQuery(HomePageQuery);
  const slides = visibleSlides(data?.allHeroSlides);
  usePageMeta(
    '',
    `${name}: soccorso, trasporto sanitario, corsi di primo soccorso, volontariato e come sostenerci.`,
    { lcpImage: imageSources(slides[0]?.image, HERO_SIZES) },
  );
  const failed = Boolean(error);

  return (
    <>
      <h1 className="visually-hidden">{name}</h1>
      <HeroSlider slides={slides} failed={failed} />
      <FastCtaSection />
      <StatsSection />
      <AboutSection />
      <ActivitiesSection />
      <CoursesSection />
      <BookServiceSection />
      <NewsSection />
      <SupportSection />
      <ContactSection />
    </>
  );
}

function useContactScrollFlag(): void {
  useEffect(() => {
    if (!sessionStorage.getItem(SESSION_KEYS.scrollToContacts)) return;
    const timer = setTimeout(() => {
      sessionStorage.removeItem(SESSION_KEYS.scrollToContacts);
      scrollToSectionWhenReady(sections.contacts);
    }, CONTACT_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}
