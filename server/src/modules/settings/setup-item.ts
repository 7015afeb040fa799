// An entry of the first-run checklist on the admin dashboard.
import { Field, ObjectType } from 'type-graphql';

@ObjectType()
export class SetupItem {
  @Field(() => String, { description: 'name | iban | fiscalCode | email | adminPassword' })
  key!: string;

  @Field(() => String, {
    description: "Italian label, e.g. 'Il nome del comitato è ancora quello dimostrativo'",
  })
  label!: string;

  @Field(() => Boolean)
  done!: boolean;
}
