// The home page: one long page with the ten anchored sections in the spec's order.
// A session flag set elsewhere (requestContactsScroll) brings the visitor to the
// contacts 500 ms after the page loads.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { CONTACT_SCROLL_DELAY_MS, SESSION_KEYS } from '../../config/constants';
import { committee } from '../../config/committee';
import { sections } from '../../config/paths';
import { scrollToSectionWhenReady } from '../../lib/scroll';
import { usePageMeta } from '../../lib/use-page-meta';
import { AboutSection } from './about-section';
import { ActivitiesSection } from './activities-section';
import { BookServiceSection } from './book-service-section';
import { ContactSection } from './contact-section';
import { CoursesSection } from './courses-section';
import { FastCtaSection } from './fast-cta-section';
import { HeroSlider } from './hero-slider';
import { NewsSection } from './news-section';
import { StatsSection } from './stats-section';
import { SupportSection } from './support-section';

export default function HomePage() {
  usePageMeta(
    '',
    `${committee.name}: soccorso, trasporto sanitario, corsi di primo soccorso, volontariato e come sostenerci.`,
  );
  useContactScrollFlag();

  return (
    <>
      <h1 className="visually-hidden">{committee.name}</h1>
      <HeroSlider />
      <FastCtaSection />
      <AfterFirstPaint>
        <StatsSection />
        <AboutSection />
        <ActivitiesSection />
        <CoursesSection />
        <BookServiceSection />
        <NewsSection />
        <SupportSection />
        <ContactSection />
      </AfterFirstPaint>
    </>
  );
}

/**
 * Renders the sections below the fold in a transition right after the first paint:
 * React renders them in short, interruptible slices instead of one long task, so the
 * hero shows (and answers input) sooner. Links to a section wait for it (retrying
 * every 100 ms), so they work while it is still on its way.
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : null;
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
