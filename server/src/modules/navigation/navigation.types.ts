// The site's navigation in GraphQL: the header's menu and the footer's links as the
// committee set them (items with their label, kind, target, visibility and order), and the
// links a visitor is shown (visible items whose page is public, then the public pages
// marked for the menu or the footer).
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum NavigationKind {
  page = 'page',
  section = 'section',
  route = 'route',
  external = 'external',
}

registerEnumType(NavigationKind, {
  name: 'NavigationKind',
  description:
    "page: a page of the committee's own (target: its slug); section: a section of the home page (its anchor); route: a page of the site (its path, /storia/comitato); external: an http(s) URL",
});

@ObjectType()
export class NavigationItem {
  @Field(() => String)
  label!: string;

  @Field(() => NavigationKind)
  kind!: NavigationKind;

  @Field(() => String)
  target!: string;

  @Field(() => Boolean)
  visible!: boolean;

  @Field(() => Int, { description: 'Its place in the menu, from 0' })
  order!: number;

  @Field(() => String, { description: 'Where it leads: a path of the site or an http(s) URL' })
  href!: string;
}

@ObjectType({ description: 'A link the site shows' })
export class NavigationLink {
  @Field(() => String)
  label!: string;

  @Field(() => String)
  href!: string;

  @Field(() => NavigationKind)
  kind!: NavigationKind;

  @Field(() => String, { nullable: true, description: "The home page's section (kind section)" })
  section!: string | null;
}

@ObjectType()
export class Navigation {
  @Field(() => [NavigationItem], { description: "The header's menu, in order" })
  header!: NavigationItem[];

  @Field(() => [NavigationItem], { description: "The footer's links, in order" })
  footer!: NavigationItem[];

  @Field(() => [NavigationLink], { description: "What the site's header shows" })
  headerLinks!: NavigationLink[];

  @Field(() => [NavigationLink], { description: "What the site's footer shows" })
  footerLinks!: NavigationLink[];
}

@InputType()
export class NavigationItemInput {
  @Field(() => String)
  label!: string;

  @Field(() => NavigationKind)
  kind!: NavigationKind;

  @Field(() => String)
  target!: string;

  @Field(() => Boolean, { nullable: true, description: 'true if omitted' })
  visible?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'The list order if omitted' })
  order?: number | null;
}
