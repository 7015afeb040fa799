// Inputs of the news module: the GraphQL arguments, which are also the class-validator
// classes the service validates (REST builds the same classes from its form fields).
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { ListArgs } from '../../domain/list.js';
import { PublicationArgs } from '../../domain/publication.js';
import { IsCalendarDate, IsImageReference } from '../../domain/validation.js';

export const NEWS_CATEGORIES = ['Eventi', 'Comunicati', 'Notizie'] as const;

export const newsMessages = {
  title: 'Il titolo è obbligatorio',
  titleLength: 'Il titolo può avere al massimo 200 caratteri',
  content: 'Il contenuto è obbligatorio',
  contentLength: 'Il contenuto può avere al massimo 100000 caratteri',
  excerptLength: "L'anteprima può avere al massimo 500 caratteri",
  date: 'La data deve essere nel formato AAAA-MM-GG',
  author: "L'autore è obbligatorio",
  authorLength: "L'autore può avere al massimo 120 caratteri",
  category: 'La categoria deve essere Eventi, Comunicati o Notizie',
  image: "L'immagine deve essere un file o un URL http(s)",
} as const;

@InputType({ description: 'All filters are optional; q is a case-insensitive substring match' })
export class NewsFilter {
  @Field(() => [ID], { nullable: true })
  ids?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Matches title or content' })
  q?: string | null;

  @Field(() => String, { nullable: true })
  category?: string | null;
}

@ArgsType()
export class NewsListArgs extends ListArgs {
  @Field(() => NewsFilter, { nullable: true })
  filter?: NewsFilter | null;
}

@ArgsType()
export class CreateNewsArgs extends PublicationArgs {
  @Field(() => String)
  @IsString({ message: newsMessages.title })
  @IsNotEmpty({ message: newsMessages.title })
  @MaxLength(200, { message: newsMessages.titleLength })
  title!: string;

  @Field(() => String)
  @IsString({ message: newsMessages.content })
  @IsNotEmpty({ message: newsMessages.content })
  @MaxLength(100_000, { message: newsMessages.contentLength })
  content!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: newsMessages.excerptLength })
  @MaxLength(500, { message: newsMessages.excerptLength })
  excerpt?: string | null;

  @Field(() => String)
  @IsCalendarDate({ message: newsMessages.date })
  date!: string;

  @Field(() => String)
  @IsString({ message: newsMessages.author })
  @IsNotEmpty({ message: newsMessages.author })
  @MaxLength(120, { message: newsMessages.authorLength })
  author!: string;

  @Field(() => String)
  @IsIn(NEWS_CATEGORIES, { message: newsMessages.category })
  category!: string;

  @Field(() => GraphQLUpload, { nullable: true })
  image?: Promise<FileUpload> | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsImageReference(newsMessages.image)
  imageUrl?: string | null;
}

@ArgsType()
export class UpdateNewsArgs extends PublicationArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: newsMessages.title })
  @IsNotEmpty({ message: newsMessages.title })
  @MaxLength(200, { message: newsMessages.titleLength })
  title?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: newsMessages.content })
  @IsNotEmpty({ message: newsMessages.content })
  @MaxLength(100_000, { message: newsMessages.contentLength })
  content?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: newsMessages.excerptLength })
  @MaxLength(500, { message: newsMessages.excerptLength })
  excerpt?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCalendarDate({ message: newsMessages.date })
  date?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: newsMessages.author })
  @IsNotEmpty({ message: newsMessages.author })
  @MaxLength(120, { message: newsMessages.authorLength })
  author?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(NEWS_CATEGORIES, { message: newsMessages.category })
  category?: string | null;

  @Field(() => GraphQLUpload, { nullable: true })
  image?: Promise<FileUpload> | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsImageReference(newsMessages.image)
  imageUrl?: string | null;

  @Field(() => Boolean, { nullable: true })
  removeImage?: boolean | null;
}
