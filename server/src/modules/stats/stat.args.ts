// Inputs of the statistics module: GraphQL arguments and class-validator classes in one.
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { ListArgs } from '../../domain/list.js';

export const statMessages = {
  title: 'Il titolo è obbligatorio',
  titleLength: 'Il titolo può avere al massimo 100 caratteri',
  value: 'Il valore è obbligatorio',
  valueLength: 'Il valore può avere al massimo 50 caratteri',
  description: 'La descrizione è obbligatoria',
  descriptionLength: 'La descrizione può avere al massimo 500 caratteri',
  position: 'La posizione deve essere un numero intero tra 0 e 1000',
} as const;

@InputType()
export class StatFilter {
  @Field(() => [ID], { nullable: true })
  ids?: string[] | null;
}

@ArgsType()
export class StatListArgs extends ListArgs {
  @Field(() => StatFilter, { nullable: true })
  filter?: StatFilter | null;
}

@ArgsType()
export class CreateStatArgs {
  @Field(() => String)
  @IsString({ message: statMessages.title })
  @IsNotEmpty({ message: statMessages.title })
  @MaxLength(100, { message: statMessages.titleLength })
  title!: string;

  @Field(() => String)
  @IsString({ message: statMessages.value })
  @IsNotEmpty({ message: statMessages.value })
  @MaxLength(50, { message: statMessages.valueLength })
  value!: string;

  @Field(() => String)
  @IsString({ message: statMessages.description })
  @IsNotEmpty({ message: statMessages.description })
  @MaxLength(500, { message: statMessages.descriptionLength })
  description!: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: statMessages.position })
  @Min(0, { message: statMessages.position })
  @Max(1000, { message: statMessages.position })
  position?: number | null;
}

@ArgsType()
export class UpdateStatArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: statMessages.title })
  @IsNotEmpty({ message: statMessages.title })
  @MaxLength(100, { message: statMessages.titleLength })
  title?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: statMessages.value })
  @IsNotEmpty({ message: statMessages.value })
  @MaxLength(50, { message: statMessages.valueLength })
  value?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: statMessages.description })
  @IsNotEmpty({ message: statMessages.description })
  @MaxLength(500, { message: statMessages.descriptionLength })
  description?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: statMessages.position })
  @Min(0, { message: statMessages.position })
  @Max(1000, { message: statMessages.position })
  position?: number | null;
}
