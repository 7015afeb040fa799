// Inputs of the pages module: the GraphQL arguments, also the class-validator classes the
// service validates (REST builds the same classes from its JSON or form fields).
import { IsBoolean, Matches } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { PublicationArgs } from '../../domain/publication.js';
import {
  Argument,
  listArgsWith,
  OptionalText,
  SearchFilter,
  Text,
  withId,
  withImage,
  withImageChange,
  type ArgsClass,
  type ArgsMode,
} from '../../domain/records/record-args.js';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const pageMessages = {
  title: {
    required: 'Il titolo è obbligatorio',
    max: 200,
    length: 'Il titolo può avere al massimo 200 caratteri',
  },
  slug: {
    required: "L'indirizzo della pagina è obbligatorio",
    max: 80,
    length: "L'indirizzo della pagina può avere al massimo 80 caratteri",
  },
  slugFormat:
    "L'indirizzo della pagina può contenere solo lettere minuscole, numeri e trattini (es. diventa-volontario)",
  slugReserved: (slug: string) => `L'indirizzo «${slug}» è già usato dal sito: scegline un altro`,
  slugTaken: (slug: string) => `L'indirizzo «${slug}» è già usato da un'altra pagina`,
  content: {
    required: 'Il contenuto è obbligatorio',
    max: 100_000,
    length: 'Il contenuto può avere al massimo 100000 caratteri',
  },
  description: 'La descrizione può avere al massimo 300 caratteri',
  inMenu: 'Il campo «nel menu» deve essere vero o falso',
  inFooter: 'Il campo «nel piè di pagina» deve essere vero o falso',
} as const;

@InputType({ description: 'All filters are optional; q matches title or content' })
export class SitePageFilter extends SearchFilter {
  @Field(() => Boolean, { nullable: true })
  inMenu?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  inFooter?: boolean | null;
}

@ArgsType()
export class SitePageListArgs extends listArgsWith(SitePageFilter) {}

function pageFields<TBase extends ArgsClass>(Base: TBase, mode: ArgsMode) {
  @ArgsType()
  class PageFields extends Base {
    @Text(pageMessages.title, mode)
    title?: string | null;

    @Text(pageMessages.slug, mode)
    @Matches(SLUG_PATTERN, { message: pageMessages.slugFormat })
    slug?: string | null;

    @Text(pageMessages.content, mode)
    content?: string | null;

    @OptionalText(300, pageMessages.description)
    description?: string | null;

    @Argument(() => Boolean, 'changing', IsBoolean({ message: pageMessages.inMenu }))
    inMenu?: boolean | null;

    @Argument(() => Boolean, 'changing', IsBoolean({ message: pageMessages.inFooter }))
    inFooter?: boolean | null;
  }
  return PageFields;
}

@ArgsType()
export class CreateSitePageArgs extends pageFields(withImage(PublicationArgs), 'required') {}

@ArgsType()
export class UpdateSitePageArgs extends pageFields(
  withImageChange(withId(PublicationArgs)),
  'changing',
) {}
