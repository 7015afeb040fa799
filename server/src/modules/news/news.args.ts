// Inputs of the news module: the GraphQL arguments, which are also the class-validator
// classes the service validates (REST builds the same classes from its form fields). The
// fields are declared once and applied in create mode and in change mode.
import { IsEnum } from 'class-validator';
import { ArgsType } from 'type-graphql';
import { PublicationArgs } from '../../domain/publication.js';
import {
  argsFields,
  argument,
  categorySearchFilter,
  listArgsWith,
  optionalText,
  text,
  texts,
  withId,
  withImage,
  withImageChange,
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

/** All filters are optional; q matches title or content. */
export const NewsFilter = categorySearchFilter<NewsCategory>(
  'NewsFilter',
  'All filters are optional; q matches title or content',
  () => NewsCategory,
);

@ArgsType()
export class NewsListArgs extends listArgsWith(NewsFilter) {}

const newsFields = argsFields({
  ...texts(newsMessages, 'title', 'content'),
  excerpt: optionalText(500, newsMessages.excerptLength),
  date: argument<string>(() => String, IsCalendarDate({ message: newsMessages.date })),
  author: text(newsMessages.author),
  category: argument<NewsCategory>(
    () => NewsCategory,
    IsEnum(NewsCategory, { message: newsMessages.category }),
  ),
});

@ArgsType()
export class CreateNewsArgs extends newsFields(withImage(PublicationArgs), 'required') {}

@ArgsType()
export class UpdateNewsArgs extends newsFields(
  withImageChange(withId(PublicationArgs)),
  'changing',
) {}
