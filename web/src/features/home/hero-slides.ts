// The four static slides of the home page hero, each leading to a section.
import { sections, type SectionId } from '../../config/paths';

export interface HeroSlide {
  title: string;
  subtitle: string;
  description: string;
  image: string;
  imageAlt: string;
  ctaText: string;
  ctaSection: SectionId;
}

export const heroSlides: readonly HeroSlide[] = [
  {
    title: 'Croce Rossa Italiana',
    subtitle: 'Comitato di Valdoria',
    description:
      'Dal 1980 quasi 300 volontari e 20 mezzi al servizio della comunità: soccorso, trasporti, formazione e vicinanza a chi ha bisogno.',
    image: '/images/hero/sede.svg',
    imageAlt: 'La sede del comitato al tramonto',
    ctaText: 'Chi siamo',
    ctaSection: sections.about,
  },
  {
    title: 'Diventa volontario',
    subtitle: 'Un gesto che cambia le cose',
    description:
      'Emergenza, sociale, giovani: scopri le nostre attività e trova il modo di dedicare un po’ del tuo tempo agli altri.',
    image: '/images/hero/volontari.svg',
    imageAlt: 'Volontari della Croce Rossa insieme',
    ctaText: 'Scopri le attività',
    ctaSection: sections.activities,
  },
  {
    title: 'Trasporto sanitario',
    subtitle: 'Al tuo fianco, 24 ore su 24',
    description:
      'Visite, terapie, dimissioni e dialisi: prenota un trasporto con i nostri mezzi attrezzati e il nostro personale formato.',
    image: '/images/hero/ambulanza.svg',
    imageAlt: 'Un’ambulanza del comitato in servizio notturno',
    ctaText: 'Prenota un servizio',
    ctaSection: sections.bookService,
  },
  {
    title: 'Formazione e corsi',
    subtitle: 'Impara a salvare una vita',
    description:
      'Primo soccorso, BLSD, manovre salvavita pediatriche: corsi aperti a tutti, tenuti da istruttori certificati.',
    image: '/images/hero/formazione.svg',
    imageAlt: 'Un corso di primo soccorso',
    ctaText: 'Vedi i corsi',
    ctaSection: sections.courses,
  },
];
