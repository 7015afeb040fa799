// The arguments every record resource builds its own from: decorators that give a text
// argument its GraphQL type and its Italian rules in one line, the list's filter (ids and
// q), and mixins for what records have besides their fields (an id to change, a position,
// an image, a PDF). A resource declares its fields once, as a mixin applied in create mode
// (required texts) and in change mode (every field optional, none emptied).
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { ListArgs } from '../list.js';
import { IsImageReference } from '../validation.js';

export const recordArgsMessages = {
  position: 'La posizione deve essere un numero intero tra 0 e 1000',
  image: "L'immagine deve essere un file o un URL http(s)",
} as const;

/** A text argument's rule: the message when it is missing, and its longest length. */
export interface TextRule {
  required: string;
  max: number;
  length: string;
}

/** Whether a text argument must be there (create) or may be left out (change). */
export type ArgsMode = 'required' | 'changing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mixin pattern's constructor type
export type ArgsClass<T = object> = new (...args: any[]) => T;

export function compose(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };
}

/** A text that must be there (create), or may be left out but not emptied (change). */
export function Text(rule: TextRule, mode: ArgsMode = 'required'): PropertyDecorator {
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

/** Any other argument: its GraphQL type, nullable in change mode (optional then). */
export function Argument(
  type: Parameters<typeof Field>[0],
  mode: ArgsMode,
  ...rules: PropertyDecorator[]
): PropertyDecorator {
  return compose(
    Field(type as () => StringConstructor, { nullable: mode === 'changing' }),
    ...(mode === 'changing' ? [IsOptional()] : []),
    ...rules,
  );
}

/** The filter every list takes: react-admin's getMany (ids). Its fields join each filter type. */
@InputType()
export class RecordFilter {
  @Field(() => [ID], { nullable: true })
  ids?: string[] | null;
}

/** The filter of a searchable list: ids, and a search (q). */
@InputType()
export class SearchFilter extends RecordFilter {
  @Field(() => String, { nullable: true, description: 'Case-insensitive substring search' })
  q?: string | null;
}

/** The list arguments with filter of the given type (its name in the schema: <Type>Filter). */
export function listArgsWith<F extends RecordFilter>(filter: ArgsClass<F>) {
  @ArgsType()
  class RecordListArgs extends ListArgs {
    @Field(() => filter, { nullable: true })
    filter?: F | null;
  }
  return RecordListArgs;
}

/** The list arguments of a resource filtered by ids only. */
export function listArgsWithIds(filterName: string) {
  @InputType(filterName)
  class Filter extends RecordFilter {}
  return listArgsWith(Filter);
}

/** The id of the record a change is for, and the version the change was made from. */
export function withId<TBase extends ArgsClass>(Base: TBase) {
  @ArgsType()
  class WithId extends Base {
    @Field(() => ID)
    id!: string;

    @Field(() => String, {
      nullable: true,
      description:
        "The version the change was made from (the record's version when it was loaded): a record changed since is refused with CONFLICT; without it the change is made",
    })
    @IsOptional()
    @IsString()
    version?: string | null;
  }
  return WithId;
}

/** The display position of ordered content (last when omitted on create). */
export function withPosition<TBase extends ArgsClass>(Base: TBase) {
  @ArgsType()
  class WithPosition extends Base {
    @Field(() => Int, { nullable: true })
    @IsOptional()
    @IsInt({ message: recordArgsMessages.position })
    @Min(0, { message: recordArgsMessages.position })
    @Max(1000, { message: recordArgsMessages.position })
    position?: number | null;
  }
  return WithPosition;
}

/** The image of a new record: a file, or an URL. */
export function withImage<TBase extends ArgsClass>(Base: TBase) {
  @ArgsType()
  class WithImage extends Base {
    @Field(() => GraphQLUpload, { nullable: true })
    image?: Promise<FileUpload> | null;

    @Field(() => String, { nullable: true })
    @IsOptional()
    @IsImageReference(recordArgsMessages.image)
    imageUrl?: string | null;
  }
  return WithImage;
}

/** The image of a change: a new file, an URL, or removeImage; none of them keeps it. */
export function withImageChange<TBase extends ArgsClass>(Base: TBase) {
  @ArgsType()
  class WithImageChange extends withImage(Base) {
    @Field(() => Boolean, { nullable: true })
    removeImage?: boolean | null;
  }
  return WithImageChange;
}

/** The PDF of a new record. */
export function withPdf<TBase extends ArgsClass>(Base: TBase) {
  @ArgsType()
  class WithPdf extends Base {
    @Field(() => GraphQLUpload, { nullable: true, description: 'A PDF of at most 10 MB' })
    file?: Promise<FileUpload> | null;
  }
  return WithPdf;
}

/** The PDF of a change: a new file, or removeFile; neither keeps it. */
export function withPdfChange<TBase extends ArgsClass>(Base: TBase) {
  @ArgsType()
  class WithPdfChange extends withPdf(Base) {
    @Field(() => Boolean, { nullable: true, description: 'Removes the current PDF' })
    removeFile?: boolean | null;
  }
  return WithPdfChange;
}

/** An empty base to build arguments on. */
@ArgsType()
export class NoArgs {}

/**
 * Decorators applied as if written one above the other on a property: the last one first,
 * as TypeScript applies them (the order class-validator reports its constraints in).
 */
export function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return compose(...[...decorators].reverse());
}

/** One field of a resource's arguments: its decorators in create mode and in change mode. */
export interface ArgField<V> {
  decorate(mode: ArgsMode): PropertyDecorator;
  /** The value's type (never set: it types the arguments' class). */
  readonly value?: V;
}

/** The values of the fields a spec declares, each optional and nullable. */
export type ArgValues<S> = {
  [K in keyof S]?: (S[K] extends ArgField<infer V> ? V : never) | null;
};

/** A text required on create and optional on change (Text), with more rules below it. */
export function text(rule: TextRule, ...rules: PropertyDecorator[]): ArgField<string> {
  return { decorate: (mode) => stacked(Text(rule, mode), ...rules) };
}

/** The texts named, each with the rule of the same name in messages. */
export function texts<M extends object, K extends keyof M & string>(
  messages: M & Record<K, TextRule>,
  ...names: K[]
): Record<K, ArgField<string>> {
  return Object.fromEntries(names.map((name) => [name, text(messages[name])])) as Record<
    K,
    ArgField<string>
  >;
}

/** A text that may be empty or absent (OptionalText), with more rules below it. */
export function optionalText(
  max: number,
  length: string,
  ...rules: PropertyDecorator[]
): ArgField<string> {
  return { decorate: () => stacked(OptionalText(max, length), ...rules) };
}

/** An argument that may always be left out: its GraphQL type and its rules. */
export function optional<V>(
  type: Parameters<typeof Field>[0],
  ...rules: PropertyDecorator[]
): ArgField<V> {
  return {
    decorate: () =>
      stacked(Field(type as () => StringConstructor, { nullable: true }), IsOptional(), ...rules),
  };
}

/** An argument whose decorators are the same in both modes. */
export function decorated<V>(...decorators: PropertyDecorator[]): ArgField<V> {
  return { decorate: () => stacked(...decorators) };
}

/**
 * The fields of a resource's arguments declared once, as a mixin applied in create mode
 * (required texts) and in change mode (every field optional, none emptied).
 */
export function argsFields<S extends Record<string, ArgField<unknown>>>(spec: S) {
  return <TBase extends ArgsClass>(Base: TBase, mode: ArgsMode) => {
    @ArgsType()
    class Fields extends Base {}
    for (const [name, field] of Object.entries(spec)) {
      field.decorate(mode)(Fields.prototype, name);
    }
    return Fields as unknown as ArgsClass<InstanceType<TBase> & ArgValues<S>>;
  };
}

/** Any other argument (Argument): its GraphQL type, required on create, and its rules. */
export function argument<V>(
  type: Parameters<typeof Field>[0],
  ...rules: PropertyDecorator[]
): ArgField<V> {
  return { decorate: (mode) => Argument(type, mode, ...rules) };
}

/**
 * The filter of a searchable list by category (published content): ids, q and category,
 * named in the schema as given.
 */
export function categorySearchFilter<C>(
  name: string,
  description: string,
  category: Parameters<typeof Field>[0],
) {
  @InputType(name, { description })
  class CategorySearchFilter extends SearchFilter {
    @Field(category as () => StringConstructor, { nullable: true })
    category?: C | null;
  }
  return CategorySearchFilter;
}
