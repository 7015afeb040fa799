// The public content in buildQuery's terms: news, courses (projects), events, statistics,
// documents, contact requests, and the committee's content shown in an order the
// administrator sets (team, slides, activities, services, timeline). Each resource's
// documents are typed by graphql-codegen against the schema (see resourceDefinition.ts);
// one fragment per type is the record every document answers.
import { graphql } from '../gql';
import { defineResource, type ResourceDefinition } from './resourceDefinition';

graphql(`
  fragment NewsFields on News {
    id
    version
    title
    content
    excerpt
    image
    imageAlt
    date
    author
    category
    readTime
    status
    publishedAt
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment ProjectFields on Project {
    id
    version
    title
    description
    category
    image
    imageAlt
    startDate
    endDate
    location
    participants
    bookingMode
    calendlyId
    bookingUrl
    seats
    enrolmentDeadline
    status
    publishedAt
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment EventFields on Event {
    id
    version
    title
    description
    image
    imageAlt
    startsAt
    endsAt
    location
    bookingMode
    calendlyId
    bookingUrl
    seats
    enrolmentDeadline
    status
    publishedAt
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment StatFields on Stat {
    id
    version
    title
    value
    description
    position
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment DocumentFields on Document {
    id
    version
    title
    category
    fileSize
    fileUrl
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment ContactFields on Contact {
    id
    name
    email
    subject
    message
    status
    privacyConsentAt
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment TeamMemberFields on TeamMember {
    id
    version
    name
    role
    bio
    email
    phone
    location
    image
    imageAlt
    position
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment HeroSlideFields on HeroSlide {
    id
    version
    title
    subtitle
    description
    image
    imageAlt
    buttonLabel
    buttonLink
    visible
    position
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment ActivityFields on Activity {
    id
    version
    title
    category
    summary
    body
    location
    size
    image
    imageAlt
    position
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment ServiceFields on Service {
    id
    version
    title
    category
    summary
    body
    features
    icon
    isNew
    image
    imageAlt
    position
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment TimelineEventFields on TimelineEvent {
    id
    version
    year
    date
    title
    description
    details
    position
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment SitePageFields on SitePage {
    id
    title
    slug
    content
    image
    imageAlt
    description
    status
    publishedAt
    inMenu
    inFooter
    createdAt
    updatedAt
  }
`);

export const contentResources: Record<string, ResourceDefinition> = {
  news: defineResource({
    type: 'News',
    upload: { field: 'image', removeFlag: 'removeImage' },
    list: graphql(`
      query allNews(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: NewsFilter
      ) {
        items: allNews(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...NewsFields
        }
        total: _allNewsMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query News($id: ID!) {
        data: News(id: $id) {
          ...NewsFields
        }
      }
    `),
    create: graphql(`
      mutation createNews(
        $title: String!
        $content: String!
        $excerpt: String
        $date: String!
        $author: String!
        $category: NewsCategory!
        $image: Upload
        $imageUrl: String
        $status: PublicationStatus
        $publishedAt: DateTimeISO
        $imageAlt: String
      ) {
        data: createNews(
          title: $title
          content: $content
          excerpt: $excerpt
          date: $date
          author: $author
          category: $category
          image: $image
          imageUrl: $imageUrl
          status: $status
          publishedAt: $publishedAt
          imageAlt: $imageAlt
        ) {
          ...NewsFields
        }
      }
    `),
    update: graphql(`
      mutation updateNews(
        $id: ID!
        $version: String
        $title: String
        $content: String
        $excerpt: String
        $date: String
        $author: String
        $category: NewsCategory
        $image: Upload
        $imageUrl: String
        $removeImage: Boolean
        $status: PublicationStatus
        $publishedAt: DateTimeISO
        $imageAlt: String
      ) {
        data: updateNews(
          id: $id
          version: $version
          title: $title
          content: $content
          excerpt: $excerpt
          date: $date
          author: $author
          category: $category
          image: $image
          imageUrl: $imageUrl
          removeImage: $removeImage
          status: $status
          publishedAt: $publishedAt
          imageAlt: $imageAlt
        ) {
          ...NewsFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteNews($id: ID!) {
        data: deleteNews(id: $id) {
          id
        }
      }
    `),
  }),
  pages: defineResource({
    type: 'SitePage',
    upload: { field: 'image', removeFlag: 'removeImage' },
    list: graphql(`
      query allSitePages(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: SitePageFilter
      ) {
        items: allSitePages(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...SitePageFields
        }
        total: _allSitePagesMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query SitePage($id: ID!) {
        data: SitePage(id: $id) {
          ...SitePageFields
        }
      }
    `),
    create: graphql(`
      mutation createSitePage(
        $title: String!
        $slug: String!
        $content: String!
        $description: String
        $inMenu: Boolean
        $inFooter: Boolean
        $image: Upload
        $imageUrl: String
        $status: PublicationStatus
        $publishedAt: DateTimeISO
        $imageAlt: String
      ) {
        data: createSitePage(
          title: $title
          slug: $slug
          content: $content
          description: $description
          inMenu: $inMenu
          inFooter: $inFooter
          image: $image
          imageUrl: $imageUrl
          status: $status
          publishedAt: $publishedAt
          imageAlt: $imageAlt
        ) {
          ...SitePageFields
        }
      }
    `),
    update: graphql(`
      mutation updateSitePage(
        $id: ID!
        $title: String
        $slug: String
        $content: String
        $description: String
        $inMenu: Boolean
        $inFooter: Boolean
        $image: Upload
        $imageUrl: String
        $removeImage: Boolean
        $status: PublicationStatus
        $publishedAt: DateTimeISO
        $imageAlt: String
      ) {
        data: updateSitePage(
          id: $id
          title: $title
          slug: $slug
          content: $content
          description: $description
          inMenu: $inMenu
          inFooter: $inFooter
          image: $image
          imageUrl: $imageUrl
          removeImage: $removeImage
          status: $status
          publishedAt: $publishedAt
          imageAlt: $imageAlt
        ) {
          ...SitePageFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteSitePage($id: ID!) {
        data: deleteSitePage(id: $id) {
          id
        }
      }
    `),
  }),
  projects: defineResource({
    type: 'Project',
    upload: { field: 'image', removeFlag: 'removeImage' },
    list: graphql(`
      query allProjects(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: ProjectFilter
      ) {
        items: allProjects(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...ProjectFields
        }
        total: _allProjectsMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query Project($id: ID!) {
        data: Project(id: $id) {
          ...ProjectFields
        }
      }
    `),
    create: graphql(`
      mutation createProject(
        $title: String!
        $description: String!
        $category: ProjectCategory!
        $startDate: String!
        $endDate: String!
        $bookingMode: BookingMode
        $calendlyId: String
        $bookingUrl: String
        $seats: Int
        $enrolmentDeadline: DateTimeISO
        $location: String
        $participants: Int
        $image: Upload
        $status: PublicationStatus
        $publishedAt: DateTimeISO
        $imageAlt: String
      ) {
        data: createProject(
          title: $title
          description: $description
          category: $category
          startDate: $startDate
          endDate: $endDate
          bookingMode: $bookingMode
          calendlyId: $calendlyId
          bookingUrl: $bookingUrl
          seats: $seats
          enrolmentDeadline: $enrolmentDeadline
          location: $location
          participants: $participants
          image: $image
          status: $status
          publishedAt: $publishedAt
          imageAlt: $imageAlt
        ) {
          ...ProjectFields
        }
      }
    `),
    update: graphql(`
      mutation updateProject(
        $id: ID!
        $version: String
        $title: String
        $description: String
        $category: ProjectCategory
        $startDate: String
        $endDate: String
        $bookingMode: BookingMode
        $calendlyId: String
        $bookingUrl: String
        $seats: Int
        $enrolmentDeadline: DateTimeISO
        $location: String
        $participants: Int
        $image: Upload
        $removeImage: Boolean
        $status: PublicationStatus
        $publishedAt: DateTimeISO
        $imageAlt: String
      ) {
        data: updateProject(
          id: $id
          version: $version
          title: $title
          description: $description
          category: $category
          startDate: $startDate
          endDate: $endDate
          bookingMode: $bookingMode
          calendlyId: $calendlyId
          bookingUrl: $bookingUrl
          seats: $seats
          enrolmentDeadline: $enrolmentDeadline
          location: $location
          participants: $participants
          image: $image
          removeImage: $removeImage
          status: $status
          publishedAt: $publishedAt
          imageAlt: $imageAlt
        ) {
          ...ProjectFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteProject($id: ID!) {
        data: deleteProject(id: $id) {
          id
        }
      }
    `),
  }),
  events: defineResource({
    type: 'Event',
    upload: { field: 'image', removeFlag: 'removeImage' },
    list: graphql(`
      query allEvents(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: EventFilter
      ) {
        items: allEvents(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...EventFields
        }
        total: _allEventsMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query Event($id: ID!) {
        data: Event(id: $id) {
          ...EventFields
        }
      }
    `),
    create: graphql(`
      mutation createEvent(
        $title: String!
        $description: String!
        $startsAt: DateTimeISO!
        $endsAt: DateTimeISO!
        $location: String!
        $bookingMode: BookingMode
        $calendlyId: String
        $bookingUrl: String
        $seats: Int
        $enrolmentDeadline: DateTimeISO
        $image: Upload
        $status: PublicationStatus
        $publishedAt: DateTimeISO
        $imageAlt: String
      ) {
        data: createEvent(
          title: $title
          description: $description
          startsAt: $startsAt
          endsAt: $endsAt
          location: $location
          bookingMode: $bookingMode
          calendlyId: $calendlyId
          bookingUrl: $bookingUrl
          seats: $seats
          enrolmentDeadline: $enrolmentDeadline
          image: $image
          status: $status
          publishedAt: $publishedAt
          imageAlt: $imageAlt
        ) {
          ...EventFields
        }
      }
    `),
    update: graphql(`
      mutation updateEvent(
        $id: ID!
        $version: String
        $title: String
        $description: String
        $startsAt: DateTimeISO
        $endsAt: DateTimeISO
        $location: String
        $bookingMode: BookingMode
        $calendlyId: String
        $bookingUrl: String
        $seats: Int
        $enrolmentDeadline: DateTimeISO
        $image: Upload
        $removeImage: Boolean
        $status: PublicationStatus
        $publishedAt: DateTimeISO
        $imageAlt: String
      ) {
        data: updateEvent(
          id: $id
          version: $version
          title: $title
          description: $description
          startsAt: $startsAt
          endsAt: $endsAt
          location: $location
          bookingMode: $bookingMode
          calendlyId: $calendlyId
          bookingUrl: $bookingUrl
          seats: $seats
          enrolmentDeadline: $enrolmentDeadline
          image: $image
          removeImage: $removeImage
          status: $status
          publishedAt: $publishedAt
          imageAlt: $imageAlt
        ) {
          ...EventFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteEvent($id: ID!) {
        data: deleteEvent(id: $id) {
          id
        }
      }
    `),
  }),
  stats: defineResource({
    type: 'Stat',
    list: graphql(`
      query allStats(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: StatFilter
      ) {
        items: allStats(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...StatFields
        }
        total: _allStatsMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query Stat($id: ID!) {
        data: Stat(id: $id) {
          ...StatFields
        }
      }
    `),
    create: graphql(`
      mutation createStat($title: String!, $value: String!, $description: String!, $position: Int) {
        data: createStat(
          title: $title
          value: $value
          description: $description
          position: $position
        ) {
          ...StatFields
        }
      }
    `),
    update: graphql(`
      mutation updateStat(
        $id: ID!
        $version: String
        $title: String
        $value: String
        $description: String
        $position: Int
      ) {
        data: updateStat(
          id: $id
          version: $version
          title: $title
          value: $value
          description: $description
          position: $position
        ) {
          ...StatFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteStat($id: ID!) {
        data: deleteStat(id: $id) {
          id
        }
      }
    `),
  }),
  documents: defineResource({
    type: 'Document',
    upload: { field: 'file' },
    list: graphql(`
      query allDocuments(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: DocumentFilter
      ) {
        items: allDocuments(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...DocumentFields
        }
        total: _allDocumentsMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query Document($id: ID!) {
        data: Document(id: $id) {
          ...DocumentFields
        }
      }
    `),
    create: graphql(`
      mutation createDocument($title: String!, $category: String!, $file: Upload!) {
        data: createDocument(title: $title, category: $category, file: $file) {
          ...DocumentFields
        }
      }
    `),
    update: graphql(`
      mutation updateDocument(
        $id: ID!
        $version: String
        $title: String
        $category: String
        $file: Upload
      ) {
        data: updateDocument(
          id: $id
          version: $version
          title: $title
          category: $category
          file: $file
        ) {
          ...DocumentFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteDocument($id: ID!) {
        data: deleteDocument(id: $id) {
          id
        }
      }
    `),
  }),
  contacts: defineResource({
    type: 'Contact',
    list: graphql(`
      query allContacts(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: ContactFilter
      ) {
        items: allContacts(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...ContactFields
        }
        total: _allContactsMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query Contact($id: ID!) {
        data: Contact(id: $id) {
          ...ContactFields
          replies {
            id
            message
            author
            delivery
            createdAt
          }
        }
      }
    `),
    update: graphql(`
      mutation updateContact($id: ID!, $status: ContactStatus!) {
        data: updateContact(id: $id, status: $status) {
          ...ContactFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteContact($id: ID!) {
        data: deleteContact(id: $id) {
          id
        }
      }
    `),
  }),
  team: defineResource({
    type: 'TeamMember',
    upload: { field: 'image', removeFlag: 'removeImage' },
    list: graphql(`
      query allTeamMembers(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: TeamMemberFilter
      ) {
        items: allTeamMembers(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...TeamMemberFields
        }
        total: _allTeamMembersMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query TeamMember($id: ID!) {
        data: TeamMember(id: $id) {
          ...TeamMemberFields
        }
      }
    `),
    create: graphql(`
      mutation createTeamMember(
        $name: String!
        $role: String!
        $bio: String
        $email: String
        $phone: String
        $location: String
        $image: Upload
        $imageUrl: String
        $imageAlt: String
      ) {
        data: createTeamMember(
          name: $name
          role: $role
          bio: $bio
          email: $email
          phone: $phone
          location: $location
          image: $image
          imageUrl: $imageUrl
          imageAlt: $imageAlt
        ) {
          ...TeamMemberFields
        }
      }
    `),
    update: graphql(`
      mutation updateTeamMember(
        $id: ID!
        $version: String
        $name: String
        $role: String
        $bio: String
        $email: String
        $phone: String
        $location: String
        $image: Upload
        $imageUrl: String
        $imageAlt: String
        $removeImage: Boolean
      ) {
        data: updateTeamMember(
          id: $id
          version: $version
          name: $name
          role: $role
          bio: $bio
          email: $email
          phone: $phone
          location: $location
          image: $image
          imageUrl: $imageUrl
          imageAlt: $imageAlt
          removeImage: $removeImage
        ) {
          ...TeamMemberFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteTeamMember($id: ID!) {
        data: deleteTeamMember(id: $id) {
          id
        }
      }
    `),
    reorder: graphql(`
      mutation reorderTeamMembers($ids: [ID!]!) {
        data: reorderTeamMembers(ids: $ids) {
          ...TeamMemberFields
        }
      }
    `),
  }),
  slides: defineResource({
    type: 'HeroSlide',
    upload: { field: 'image', removeFlag: 'removeImage' },
    list: graphql(`
      query allHeroSlides(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: HeroSlideFilter
      ) {
        items: allHeroSlides(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...HeroSlideFields
        }
        total: _allHeroSlidesMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query HeroSlide($id: ID!) {
        data: HeroSlide(id: $id) {
          ...HeroSlideFields
        }
      }
    `),
    create: graphql(`
      mutation createHeroSlide(
        $title: String!
        $subtitle: String!
        $description: String
        $image: Upload
        $imageUrl: String
        $imageAlt: String!
        $buttonLabel: String!
        $buttonLink: String!
        $visible: Boolean
      ) {
        data: createHeroSlide(
          title: $title
          subtitle: $subtitle
          description: $description
          image: $image
          imageUrl: $imageUrl
          imageAlt: $imageAlt
          buttonLabel: $buttonLabel
          buttonLink: $buttonLink
          visible: $visible
        ) {
          ...HeroSlideFields
        }
      }
    `),
    update: graphql(`
      mutation updateHeroSlide(
        $id: ID!
        $version: String
        $title: String
        $subtitle: String
        $description: String
        $image: Upload
        $imageUrl: String
        $imageAlt: String
        $removeImage: Boolean
        $buttonLabel: String
        $buttonLink: String
        $visible: Boolean
      ) {
        data: updateHeroSlide(
          id: $id
          version: $version
          title: $title
          subtitle: $subtitle
          description: $description
          image: $image
          imageUrl: $imageUrl
          imageAlt: $imageAlt
          removeImage: $removeImage
          buttonLabel: $buttonLabel
          buttonLink: $buttonLink
          visible: $visible
        ) {
          ...HeroSlideFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteHeroSlide($id: ID!) {
        data: deleteHeroSlide(id: $id) {
          id
        }
      }
    `),
    reorder: graphql(`
      mutation reorderHeroSlides($ids: [ID!]!) {
        data: reorderHeroSlides(ids: $ids) {
          ...HeroSlideFields
        }
      }
    `),
  }),
  activities: defineResource({
    type: 'Activity',
    upload: { field: 'image', removeFlag: 'removeImage' },
    list: graphql(`
      query allActivities(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: ActivityFilter
      ) {
        items: allActivities(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...ActivityFields
        }
        total: _allActivitiesMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query Activity($id: ID!) {
        data: Activity(id: $id) {
          ...ActivityFields
        }
      }
    `),
    create: graphql(`
      mutation createActivity(
        $title: String!
        $category: String!
        $summary: String!
        $body: String!
        $location: String
        $size: ActivitySize
        $image: Upload
        $imageUrl: String
        $imageAlt: String
      ) {
        data: createActivity(
          title: $title
          category: $category
          summary: $summary
          body: $body
          location: $location
          size: $size
          image: $image
          imageUrl: $imageUrl
          imageAlt: $imageAlt
        ) {
          ...ActivityFields
        }
      }
    `),
    update: graphql(`
      mutation updateActivity(
        $id: ID!
        $version: String
        $title: String
        $category: String
        $summary: String
        $body: String
        $location: String
        $size: ActivitySize
        $image: Upload
        $imageUrl: String
        $imageAlt: String
        $removeImage: Boolean
      ) {
        data: updateActivity(
          id: $id
          version: $version
          title: $title
          category: $category
          summary: $summary
          body: $body
          location: $location
          size: $size
          image: $image
          imageUrl: $imageUrl
          imageAlt: $imageAlt
          removeImage: $removeImage
        ) {
          ...ActivityFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteActivity($id: ID!) {
        data: deleteActivity(id: $id) {
          id
        }
      }
    `),
    reorder: graphql(`
      mutation reorderActivities($ids: [ID!]!) {
        data: reorderActivities(ids: $ids) {
          ...ActivityFields
        }
      }
    `),
  }),
  services: defineResource({
    type: 'Service',
    upload: { field: 'image', removeFlag: 'removeImage' },
    list: graphql(`
      query allServices(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: ServiceFilter
      ) {
        items: allServices(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...ServiceFields
        }
        total: _allServicesMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query Service($id: ID!) {
        data: Service(id: $id) {
          ...ServiceFields
        }
      }
    `),
    create: graphql(`
      mutation createService(
        $title: String!
        $category: String!
        $summary: String!
        $body: String
        $features: [String!]
        $icon: ServiceIcon
        $isNew: Boolean
        $image: Upload
        $imageUrl: String
        $imageAlt: String
      ) {
        data: createService(
          title: $title
          category: $category
          summary: $summary
          body: $body
          features: $features
          icon: $icon
          isNew: $isNew
          image: $image
          imageUrl: $imageUrl
          imageAlt: $imageAlt
        ) {
          ...ServiceFields
        }
      }
    `),
    update: graphql(`
      mutation updateService(
        $id: ID!
        $version: String
        $title: String
        $category: String
        $summary: String
        $body: String
        $features: [String!]
        $icon: ServiceIcon
        $isNew: Boolean
        $image: Upload
        $imageUrl: String
        $imageAlt: String
        $removeImage: Boolean
      ) {
        data: updateService(
          id: $id
          version: $version
          title: $title
          category: $category
          summary: $summary
          body: $body
          features: $features
          icon: $icon
          isNew: $isNew
          image: $image
          imageUrl: $imageUrl
          imageAlt: $imageAlt
          removeImage: $removeImage
        ) {
          ...ServiceFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteService($id: ID!) {
        data: deleteService(id: $id) {
          id
        }
      }
    `),
    reorder: graphql(`
      mutation reorderServices($ids: [ID!]!) {
        data: reorderServices(ids: $ids) {
          ...ServiceFields
        }
      }
    `),
  }),
  timeline: defineResource({
    type: 'TimelineEvent',
    list: graphql(`
      query allTimelineEvents(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: TimelineEventFilter
      ) {
        items: allTimelineEvents(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...TimelineEventFields
        }
        total: _allTimelineEventsMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query TimelineEvent($id: ID!) {
        data: TimelineEvent(id: $id) {
          ...TimelineEventFields
        }
      }
    `),
    create: graphql(`
      mutation createTimelineEvent(
        $year: String!
        $date: String!
        $title: String!
        $description: String!
        $details: String
      ) {
        data: createTimelineEvent(
          year: $year
          date: $date
          title: $title
          description: $description
          details: $details
        ) {
          ...TimelineEventFields
        }
      }
    `),
    update: graphql(`
      mutation updateTimelineEvent(
        $id: ID!
        $version: String
        $year: String
        $date: String
        $title: String
        $description: String
        $details: String
      ) {
        data: updateTimelineEvent(
          id: $id
          version: $version
          year: $year
          date: $date
          title: $title
          description: $description
          details: $details
        ) {
          ...TimelineEventFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteTimelineEvent($id: ID!) {
        data: deleteTimelineEvent(id: $id) {
          id
        }
      }
    `),
    reorder: graphql(`
      mutation reorderTimelineEvents($ids: [ID!]!) {
        data: reorderTimelineEvents(ids: $ids) {
          ...TimelineEventFields
        }
      }
    `),
  }),
};
