// Inputs of the news module: the GraphQL arguments, which are also the class-validator
// classes the service validates (REST builds the same classes from its form fields). The
// fields are declared once and applied in create mode and in change mode.
import { IsEnum } from 'class-validator';
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
import { IsCalendarDate } from '../../domain/validation.js';
import { NewsCategory } from './news-category.js';

export const newsMessages = {
  title: {
    required: 'Il titolo è obbligatorio',
    max: 200,
    length: 'Il titolo può avere al massimo 200 caratteri',
  },
  content: {
    required: 'Il contenuto è obbligatorio',
    max: 100_000,
    length: 'Il contenuto può avere al massimo 100000 caratteri',
  },
  excerptLength: "L'anteprima può avere al massimo 500 caratteri",
  date: 'La data deve essere nel formato AAAA-MM-GG',
  author: {
    required: "L'autore è obbligatorio",
    max: 120,
    length: "L'autore può avere al massimo 120 caratteri",
  },
  category: 'La categoria deve essere Eventi, Comunicati o Notizie',
} as const;

@InputType({ description: 'All filters are optional; q matches title or content' })
export class NewsFilter extends SearchFilter {
  @Field(() => NewsCategory, { nullable: true })
  category?: NewsCategory | null;
}

@ArgsType()
export class NewsListArgs extends listArgsWith(NewsFilter) {}

function newsFields<TBase extends ArgsClass>(Base: TBase, mode: ArgsMode) {
  @ArgsType()
  class NewsFields extends Base {
    @Text(newsMessages.title, mode)
    title?: string | null;

    @Text(newsMessages.content, mode)
    content?: string | null;

    @OptionalText(500, newsMessages.excerptLength)
    excerpt?: string | null;

    @Argument(() => String, mode, IsCalendarDate({ message: newsMessages.date }))
    date?: string | null;

    @Text(newsMessages.author, mode)
    author?: string | null;

    @Argument(() => NewsCategory, mode, IsEnum(NewsCategory, { message: newsMessages.category }))
    category?: NewsCategory | null;
  }
  return NewsFields;
}

@ArgsType()
export class CreateNewsArgs extends newsFields(withImage(PublicationArgs), 'required') {}

@ArgsType()
export class UpdateNewsArgs extends newsFields(
  withImageChange(withId(PublicationArgs)),
  'changing',
) {}
