// An entry of the first-run checklist on the admin dashboard.
import { Field, ObjectType, registerEnumType } from 'type-graphql';

/** What a checklist entry is about: a demo value of the settings, or the first password. */
export enum SetupItemKey {
  name = 'name',
  iban = 'iban',
  fiscalCode = 'fiscalCode',
  email = 'email',
  adminPassword = 'adminPassword',
}

registerEnumType(SetupItemKey, {
  name: 'SetupItemKey',
  description: 'What an entry of the first-run checklist is about',
});

@ObjectType()
export class SetupItem {
  @Field(() => SetupItemKey)
  key!: SetupItemKey;

  @Field(() => String, {
    description: "Italian label, e.g. 'Il nome del comitato è ancora quello dimostrativo'",
  })
  label!: string;

  @Field(() => Boolean)
  done!: boolean;
}
