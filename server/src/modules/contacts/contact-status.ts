// Where a contact request stands: the GraphQL enum ContactStatus, stored and sent over REST
// as these same words.
import { registerEnumType } from 'type-graphql';

export enum ContactStatus {
  pending = 'pending',
  read = 'read',
  replied = 'replied',
}

registerEnumType(ContactStatus, {
  name: 'ContactStatus',
  description: 'pending: not read yet; read; replied: a reply was sent from the back office',
});
