// The arguments every ordered resource shares (list filter by ids, position, the image
// trio as for news) and small decorators that give a text argument its GraphQL type and
// its Italian class-validator rules in one line.
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { ListArgs } from '../list.js';
import { IsImageReference } from '../validation.js';

export const orderedMessages = {
  position: 'La posizione deve essere un numero intero tra 0 e 1000',
  image: "L'immagine deve essere un file o un URL http(s)",
  ids: "L'elenco deve contenere ogni elemento una sola volta",
} as const;

/** A text argument's rule: the message when it is missing, and its longest length. */
export interface TextRule {
  required: string;
  max: number;
  length: string;
}

function compose(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };
}

/** A text that must be there (create), or may be left out but not emptied (update: changing). */
export function Text(
  rule: TextRule,
  mode: 'required' | 'changing' = 'required',
): PropertyDecorator {
  return compose(
    Field(() => String, { nullable: mode === 'changing' }),
    ...(mode === 'changing' ? [IsOptional()] : []),
    IsString({ message: rule.required }),
    IsNotEmpty({ message: rule.required }),
    MaxLength(rule.max, { message: rule.length }),
  );
}

/** A text that may be empty or absent (stored as null when empty). */
export function OptionalText(max: number, length: string): PropertyDecorator {
  return compose(
    Field(() => String, { nullable: true }),
    IsOptional(),
    IsString({ message: length }),
    MaxLength(max, { message: length }),
  );
}

/** The list arguments of a resource filtered by ids only (react-admin's getMany): filter is `<filterName> { ids }`. */
export function listArgsWithIds(filterName: string) {
  @InputType(filterName)
  class IdsFilter {
    @Field(() => [ID], { nullable: true })
    ids?: string[] | null;
  }

  @ArgsType()
  class OrderedListArgs extends ListArgs {
    @Field(() => IdsFilter, { nullable: true })
    filter?: IdsFilter | null;
  }
  return OrderedListArgs;
}

/** Whether a text argument must be there (create) or may be left out (update). */
export type ArgsMode = 'required' | 'changing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mixin pattern's constructor type
export type ArgsClass<T = object> = new (...args: any[]) => T;

@ArgsType()
export class NewRecordArgs {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: orderedMessages.position })
  @Min(0, { message: orderedMessages.position })
  @Max(1000, { message: orderedMessages.position })
  position?: number | null;
}

@ArgsType()
export class RecordChangeArgs extends NewRecordArgs {
  @Field(() => ID)
  id!: string;
}

/** The image arguments as for news: a new file or an URL; on update, removeImage as well. */
function withImage<TBase extends ArgsClass>(Base: TBase) {
  @ArgsType()
  class WithImage extends Base {
    @Field(() => GraphQLUpload, { nullable: true })
    image?: Promise<FileUpload> | null;

    @Field(() => String, { nullable: true })
    @IsOptional()
    @IsImageReference(orderedMessages.image)
    imageUrl?: string | null;
  }
  return WithImage;
}

@ArgsType()
export class NewIllustratedArgs extends withImage(NewRecordArgs) {}

@ArgsType()
export class IllustratedChangeArgs extends withImage(RecordChangeArgs) {
  @Field(() => Boolean, { nullable: true })
  removeImage?: boolean | null;
}
