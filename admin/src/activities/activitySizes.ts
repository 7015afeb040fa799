// The weight of an activity's tile in the home grid (the schema's ActivitySize), with
// its Italian label.
import type { ActivitySize } from '../gql/graphql';
import { choicesOf } from '../lib/choices';

export const activitySizeChoices = choicesOf<ActivitySize>({
  small: 'Piccola',
  medium: 'Media',
  large: 'Grande',
});
