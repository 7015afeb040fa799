// Inputs of the hero slides: GraphQL arguments and class-validator rules in one.
import { IsBoolean, ValidateBy } from 'class-validator';
import { ArgsType } from 'type-graphql';
import { isHttpUrl } from '../../domain/formats.js';
import { IllustratedChangeArgs, NewIllustratedArgs } from '../../domain/ordered.js';
import {
  argsFields,
  texts,
  text,
  optionalText,
  optional,
  listArgsWithIds,
} from '../../domain/records/record-args.js';

export const slideMessages = {
  title: {
    required: 'Il titolo è obbligatorio',
    max: 120,
    length: 'Il titolo può avere al massimo 120 caratteri',
  },
  subtitle: {
    required: 'Il sottotitolo è obbligatorio',
    max: 160,
    length: 'Il sottotitolo può avere al massimo 160 caratteri',
  },
  description: 'La descrizione può avere al massimo 500 caratteri',
  imageAlt: {
    required: "Il testo alternativo dell'immagine è obbligatorio",
    max: 300,
    length: "Il testo alternativo dell'immagine può avere al massimo 300 caratteri",
  },
  buttonLabel: {
    required: "L'etichetta del pulsante è obbligatoria",
    max: 40,
    length: "L'etichetta del pulsante può avere al massimo 40 caratteri",
  },
  buttonLink: {
    required: 'Il collegamento del pulsante è obbligatorio',
    max: 2000,
    length: 'Il collegamento del pulsante può avere al massimo 2000 caratteri',
  },
  buttonLinkForm:
    'Il collegamento deve essere una sezione (#chi-siamo), una pagina del sito (/servizi) o un indirizzo http(s)',
  visible: 'Visibile deve essere vero o falso',
} as const;

/** A home anchor (#chi-siamo), a path of the site (/servizi) or an http(s) URL. */
export function isButtonLink(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return /^#[A-Za-z0-9_-]+$/.test(value) || /^\/(?!\/)\S*$/.test(value) || isHttpUrl(value);
}

const IsButtonLink = (): PropertyDecorator =>
  ValidateBy(
    { name: 'isButtonLink', validator: { validate: isButtonLink } },
    { message: slideMessages.buttonLinkForm },
  );

@ArgsType()
export class HeroSlideListArgs extends listArgsWithIds('HeroSlideFilter') {}

/** The fields of HeroSlide, required on create (mode 'required') and optional on update. */
const heroSlideFields = argsFields({
  ...texts(slideMessages, 'title', 'subtitle'),
  description: optionalText(500, slideMessages.description),
  ...texts(slideMessages, 'imageAlt', 'buttonLabel'),
  buttonLink: text(slideMessages.buttonLink, IsButtonLink()),
  visible: optional<boolean>(() => Boolean, IsBoolean({ message: slideMessages.visible })),
});

@ArgsType()
export class CreateHeroSlideArgs extends heroSlideFields(NewIllustratedArgs, 'required') {}

@ArgsType()
export class UpdateHeroSlideArgs extends heroSlideFields(IllustratedChangeArgs, 'changing') {}
