// The categories of a news item: a closed list, the GraphQL enum NewsCategory, stored and
// sent over REST as these same words.
import { registerEnumType } from 'type-graphql';

export enum NewsCategory {
  Eventi = 'Eventi',
  Comunicati = 'Comunicati',
  Notizie = 'Notizie',
}

registerEnumType(NewsCategory, {
  name: 'NewsCategory',
  description: 'The category of a news item',
});
