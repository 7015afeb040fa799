// Inputs of the transparency documents module: GraphQL arguments and class-validator
// classes in one. The PDF itself is checked by the service (presence, size, signature).
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { ListArgs } from '../../domain/list.js';

export const DOCUMENT_CATEGORIES = [
  'Bilanci',
  'Statuto',
  'Relazioni',
  'Regolamenti',
  'Altri Documenti',
] as const;

export const documentMessages = {
  title: 'Il titolo è obbligatorio',
  titleLength: 'Il titolo può avere al massimo 200 caratteri',
  category: 'La categoria deve essere Bilanci, Statuto, Relazioni, Regolamenti o Altri Documenti',
  file: 'Il file PDF è obbligatorio',
} as const;

@InputType()
export class DocumentFilter {
  @Field(() => [ID], { nullable: true })
  ids?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Matches title only' })
  q?: string | null;

  @Field(() => String, { nullable: true })
  category?: string | null;
}

@ArgsType()
export class DocumentListArgs extends ListArgs {
  @Field(() => DocumentFilter, { nullable: true })
  filter?: DocumentFilter | null;
}

@ArgsType()
export class CreateDocumentArgs {
  @Field(() => String)
  @IsString({ message: documentMessages.title })
  @IsNotEmpty({ message: documentMessages.title })
  @MaxLength(200, { message: documentMessages.titleLength })
  title!: string;

  @Field(() => String)
  @IsIn(DOCUMENT_CATEGORIES, { message: documentMessages.category })
  category!: string;

  @Field(() => GraphQLUpload, { description: 'A PDF of at most 10 MB' })
  file!: Promise<FileUpload>;
}

@ArgsType()
export class UpdateDocumentArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The version the change was made from: a document changed since is refused with CONFLICT',
  })
  @IsOptional()
  @IsString()
  version?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: documentMessages.title })
  @IsNotEmpty({ message: documentMessages.title })
  @MaxLength(200, { message: documentMessages.titleLength })
  title?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(DOCUMENT_CATEGORIES, { message: documentMessages.category })
  category?: string | null;

  @Field(() => GraphQLUpload, { nullable: true })
  file?: Promise<FileUpload> | null;
}
