// The weight of an activity's tile in the home grid: the GraphQL enum ActivitySize, stored
// and sent over REST as these same words.
import { registerEnumType } from 'type-graphql';

export enum ActivitySize {
  small = 'small',
  medium = 'medium',
  large = 'large',
}

registerEnumType(ActivitySize, {
  name: 'ActivitySize',
  description: 'The weight of the tile in the home grid',
});
