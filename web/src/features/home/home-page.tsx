// The home page: one long page with the ten anchored sections in the spec's order.
// The committee's slides, team and activity areas come in one request (the page
// query below); the other sections read their own. A session flag set elsewhere
// (requestContactsScroll) brings the visitor to the contacts 500 ms after the page loads.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { CONTACT_SCROLL_DELAY_MS, SESSION_KEYS } from '../../config/constants';
import { sections } from '../../config/paths';
import { graphql } from '../../gql';
import { apiFileUrl } from '../../lib/api-url';
import { useCommitteeSettings } from '../../lib/committee-settings';
import { scrollToSectionWhenReady } from '../../lib/scroll';
import { usePageMeta } from '../../lib/use-page-meta';
import { AboutSection } from './about-section';
import { ActivitiesSection } from './activities-section';
import { BookServiceSection } from './book-service-section';
import { ContactSection } from './contact-section';
import { CoursesSection } from './courses-section';
import { FastCtaSection } from './fast-cta-section';
import { HeroSlider, visibleSlides } from './hero-slider';
import { NewsSection } from './news-section';
import { StatsSection } from './stats-section';
import { SupportSection } from './support-section';

const HomePageQuery = graphql(`
  query HomePage {
    allHeroSlides(sortField: "position", sortOrder: "ASC") {
      ...HomeHeroSlide
    }
    allTeamMembers(sortField: "position", sortOrder: "ASC") {
      ...HomeTeamMember
    }
    allActivities(sortField: "position", sortOrder: "ASC") {
      ...HomeActivityTile
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
    { lcpImage: apiFileUrl(slides[0]?.image) },
  );
  const failed = Boolean(error);

  return (
    <>
      <h1 className="visually-hidden">{name}</h1>
      <HeroSlider slides={slides} failed={failed} />
      <FastCtaSection />
      <StatsSection />
      <AboutSection team={data?.allTeamMembers} failed={failed} />
      <ActivitiesSection activities={data?.allActivities} failed={failed} />
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
