// The pictogram of a service's card: the GraphQL enum ServiceIcon, stored and sent over
// REST as these same words.
import { registerEnumType } from 'type-graphql';

export enum ServiceIcon {
  ambulance = 'ambulance',
  home = 'home',
  cross = 'cross',
}

registerEnumType(ServiceIcon, {
  name: 'ServiceIcon',
  description: "The pictogram of the service's card",
});
