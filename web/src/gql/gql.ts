/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ActivityDetail on Activity {\n    id\n    title\n    category\n    summary\n    body\n    location\n    image\n    imageAlt\n  }\n": typeof types.ActivityDetailFragmentDoc,
    "\n  query ActivityPage($id: ID!) {\n    Activity(id: $id) {\n      ...ActivityDetail\n    }\n  }\n": typeof types.ActivityPageDocument,
    "\n  fragment CalendarCourse on Project {\n    id\n    title\n    startDate\n    endDate\n    location\n  }\n": typeof types.CalendarCourseFragmentDoc,
    "\n  fragment CalendarEvent on Event {\n    id\n    title\n    startsAt\n    endsAt\n    location\n  }\n": typeof types.CalendarEventFragmentDoc,
    "\n  query CalendarPage {\n    upcomingCourses {\n      ...CalendarCourse\n    }\n    upcomingEvents {\n      ...CalendarEvent\n    }\n  }\n": typeof types.CalendarPageDocument,
    "\n  query FivePerThousandPage {\n    allFivePerThousandReports(sortField: \"year\", sortOrder: \"DESC\") {\n      ...FivePerThousandYear\n    }\n  }\n": typeof types.FivePerThousandPageDocument,
    "\n  fragment FivePerThousandYear on FivePerThousandReport {\n    id\n    year\n    amount\n    receivedAt\n    lines {\n      heading\n      amount\n    }\n    linesTotal\n    fileUrl\n  }\n": typeof types.FivePerThousandYearFragmentDoc,
    "\n  query EventDetailPage($id: ID!) {\n    Event(id: $id) {\n      ...EventDetail\n    }\n  }\n": typeof types.EventDetailPageDocument,
    "\n  fragment EventDetail on Event {\n    id\n    title\n    description\n    image\n    imageAlt\n    startsAt\n    endsAt\n    location\n    calendlyId\n    bookingMode\n    bookingUrl\n    seats\n    enrolmentDeadline\n  }\n": typeof types.EventDetailFragmentDoc,
    "\n  fragment EventListItem on Event {\n    id\n    title\n    startsAt\n    endsAt\n    location\n  }\n": typeof types.EventListItemFragmentDoc,
    "\n  query EventsPage {\n    allEvents(sortField: \"startsAt\", sortOrder: \"ASC\") {\n      ...EventListItem\n    }\n  }\n": typeof types.EventsPageDocument,
    "\n  query CommitteeHistoryPage {\n    allTimelineEvents(sortField: \"position\", sortOrder: \"ASC\") {\n      ...CommitteeTimelineEvent\n    }\n  }\n": typeof types.CommitteeHistoryPageDocument,
    "\n  fragment CommitteeTimelineEvent on TimelineEvent {\n    id\n    year\n    date\n    title\n    description\n    details\n  }\n": typeof types.CommitteeTimelineEventFragmentDoc,
    "\n  fragment HomeTeamMember on TeamMember {\n    id\n    name\n    role\n    bio\n    email\n    phone\n    location\n    image\n    imageAlt\n  }\n": typeof types.HomeTeamMemberFragmentDoc,
    "\n  query HomeTeam {\n    allTeamMembers(sortField: \"position\", sortOrder: \"ASC\") {\n      ...HomeTeamMember\n    }\n  }\n": typeof types.HomeTeamDocument,
    "\n  fragment HomeActivityTile on Activity {\n    id\n    title\n    category\n    summary\n    location\n    size\n    image\n    imageAlt\n  }\n": typeof types.HomeActivityTileFragmentDoc,
    "\n  query HomeActivities {\n    allActivities(sortField: \"position\", sortOrder: \"ASC\") {\n      ...HomeActivityTile\n    }\n  }\n": typeof types.HomeActivitiesDocument,
    "\n  mutation SubmitContact(\n    $name: String!\n    $email: String!\n    $subject: String!\n    $message: String!\n    $website: String\n    $fillTimeMs: Int\n  ) {\n    submitContact(\n      name: $name\n      email: $email\n      subject: $subject\n      message: $message\n      privacyConsent: true\n      website: $website\n      fillTimeMs: $fillTimeMs\n    ) {\n      id\n    }\n  }\n": typeof types.SubmitContactDocument,
    "\n  query HomeProjects {\n    allProjects(sortField: \"startDate\", sortOrder: \"ASC\") {\n      id\n      title\n      description\n      category\n      image\n      imageAlt\n      startDate\n      location\n      participants\n    }\n  }\n": typeof types.HomeProjectsDocument,
    "\n  fragment HomeHeroSlide on HeroSlide {\n    id\n    title\n    subtitle\n    description\n    image\n    imageAlt\n    buttonLabel\n    buttonLink\n    visible\n    position\n  }\n": typeof types.HomeHeroSlideFragmentDoc,
    "\n  query HomePage {\n    allHeroSlides(sortField: \"position\", sortOrder: \"ASC\") {\n      ...HomeHeroSlide\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query HomeNews {\n    allNews(page: 0, perPage: 3, sortField: \"date\", sortOrder: \"DESC\") {\n      id\n      title\n      excerpt\n      category\n      date\n      image\n      imageAlt\n    }\n  }\n": typeof types.HomeNewsDocument,
    "\n  query HomeStats {\n    allStats(sortField: \"position\", sortOrder: \"ASC\") {\n      id\n      title\n      value\n      description\n    }\n  }\n": typeof types.HomeStatsDocument,
    "\n  query ArticlePage($id: ID!) {\n    News(id: $id) {\n      ...NewsArticle\n      excerpt\n      updatedAt\n    }\n  }\n": typeof types.ArticlePageDocument,
    "\n  fragment NewsArticle on News {\n    id\n    title\n    content\n    category\n    date\n    image\n    imageAlt\n    author\n    readTime\n  }\n": typeof types.NewsArticleFragmentDoc,
    "\n  fragment NewsCard on News {\n    id\n    title\n    excerpt\n    content\n    category\n    date\n    image\n    imageAlt\n    author\n    readTime\n  }\n": typeof types.NewsCardFragmentDoc,
    "\n  query NewsPage {\n    allNews(sortField: \"date\", sortOrder: \"DESC\") {\n      ...NewsCard\n    }\n  }\n": typeof types.NewsPageDocument,
    "\n  query SitePageBySlug($slug: String!) {\n    sitePageBySlug(slug: $slug) {\n      id\n      title\n      slug\n      content\n      image\n      imageAlt\n      description\n      publishedAt\n      updatedAt\n    }\n  }\n": typeof types.SitePageBySlugDocument,
    "\n  mutation Enrol(\n    $courseId: ID\n    $eventId: ID\n    $name: String!\n    $email: String!\n    $phone: String\n    $website: String\n    $fillTimeMs: Int\n  ) {\n    enrol(\n      courseId: $courseId\n      eventId: $eventId\n      name: $name\n      email: $email\n      phone: $phone\n      privacyConsent: true\n      website: $website\n      fillTimeMs: $fillTimeMs\n    ) {\n      status\n      position\n    }\n  }\n": typeof types.EnrolDocument,
    "\n  fragment ProjectCard on Project {\n    id\n    title\n    description\n    category\n    image\n    imageAlt\n    startDate\n    endDate\n    location\n    participants\n  }\n": typeof types.ProjectCardFragmentDoc,
    "\n  query ProjectDetailPage($id: ID!) {\n    Project(id: $id) {\n      ...ProjectDetail\n    }\n  }\n": typeof types.ProjectDetailPageDocument,
    "\n  fragment ProjectDetail on Project {\n    id\n    title\n    description\n    category\n    image\n    imageAlt\n    startDate\n    endDate\n    location\n    participants\n    calendlyId\n    bookingMode\n    bookingUrl\n    seats\n    enrolmentDeadline\n  }\n": typeof types.ProjectDetailFragmentDoc,
    "\n  query ProjectsPage {\n    allProjects(sortField: \"startDate\", sortOrder: \"ASC\") {\n      ...ProjectCard\n    }\n  }\n": typeof types.ProjectsPageDocument,
    "\n  fragment ServiceCard on Service {\n    id\n    title\n    category\n    summary\n    body\n    features\n    icon\n    isNew\n  }\n": typeof types.ServiceCardFragmentDoc,
    "\n  query ServicesPage {\n    allServices(sortField: \"position\", sortOrder: \"ASC\") {\n      ...ServiceCard\n    }\n  }\n": typeof types.ServicesPageDocument,
    "\n  fragment TransparencyDocument on Document {\n    id\n    title\n    category\n    fileSize\n    fileUrl\n    createdAt\n  }\n": typeof types.TransparencyDocumentFragmentDoc,
    "\n  fragment RegisterGrant on Grant {\n    id\n    administration\n    administrationFiscalCode\n    amount\n    receivedAt\n    year\n    purpose\n    reference\n    fileUrl\n  }\n": typeof types.RegisterGrantFragmentDoc,
    "\n  fragment RegisterGrantYear on GrantYearTotal {\n    year\n    count\n    total\n  }\n": typeof types.RegisterGrantYearFragmentDoc,
    "\n  fragment OfficerCompensation on Compensation {\n    id\n    year\n    role\n    name\n    grossAmount\n  }\n": typeof types.OfficerCompensationFragmentDoc,
    "\n  query TransparencyPage {\n    allDocuments(sortField: \"createdAt\", sortOrder: \"DESC\") {\n      ...TransparencyDocument\n    }\n    allGrants(sortField: \"receivedAt\", sortOrder: \"DESC\") {\n      ...RegisterGrant\n    }\n    grantYearTotals {\n      ...RegisterGrantYear\n    }\n    allCompensations {\n      ...OfficerCompensation\n    }\n  }\n": typeof types.TransparencyPageDocument,
    "\n  query CommitteeSettings {\n    settings {\n      id\n      name\n      shortName\n      town\n      serviceArea\n      foundedYear\n      peopleCount\n      vehicleCount\n      youthMinAge\n      youthMaxAge\n      switchboardAlwaysOpen\n      switchboardHours\n      historyStats {\n        volunteers\n        women\n        services\n        emergencies\n      }\n      address {\n        street\n        postalCode\n        town\n        province\n      }\n      bookingPhone\n      bookingPhoneTollFree\n      phone\n      email\n      pec\n      fiscalCode\n      bank {\n        accountHolder\n        name\n        iban\n      }\n      cardDonationUrl\n      nationalSiteUrl\n      historyVideoYoutubeId\n      socials {\n        facebook\n        instagram\n        youtube\n        x\n        tiktok\n        linkedin\n      }\n      dataController {\n        name\n        address\n        email\n      }\n      contactRetentionMonths\n      accessibilityReviewDate\n      privacyNotice\n      privacyNoticeUpdatedOn\n      footerCredits\n      footerLinks {\n        label\n        url\n      }\n    }\n  }\n": typeof types.CommitteeSettingsDocument,
    "\n  query SiteNavigation {\n    navigation {\n      headerLinks {\n        label\n        href\n        kind\n        section\n      }\n      footerLinks {\n        label\n        href\n        kind\n        section\n      }\n    }\n  }\n": typeof types.SiteNavigationDocument,
};
const documents: Documents = {
    "\n  fragment ActivityDetail on Activity {\n    id\n    title\n    category\n    summary\n    body\n    location\n    image\n    imageAlt\n  }\n": types.ActivityDetailFragmentDoc,
    "\n  query ActivityPage($id: ID!) {\n    Activity(id: $id) {\n      ...ActivityDetail\n    }\n  }\n": types.ActivityPageDocument,
    "\n  fragment CalendarCourse on Project {\n    id\n    title\n    startDate\n    endDate\n    location\n  }\n": types.CalendarCourseFragmentDoc,
    "\n  fragment CalendarEvent on Event {\n    id\n    title\n    startsAt\n    endsAt\n    location\n  }\n": types.CalendarEventFragmentDoc,
    "\n  query CalendarPage {\n    upcomingCourses {\n      ...CalendarCourse\n    }\n    upcomingEvents {\n      ...CalendarEvent\n    }\n  }\n": types.CalendarPageDocument,
    "\n  query FivePerThousandPage {\n    allFivePerThousandReports(sortField: \"year\", sortOrder: \"DESC\") {\n      ...FivePerThousandYear\n    }\n  }\n": types.FivePerThousandPageDocument,
    "\n  fragment FivePerThousandYear on FivePerThousandReport {\n    id\n    year\n    amount\n    receivedAt\n    lines {\n      heading\n      amount\n    }\n    linesTotal\n    fileUrl\n  }\n": types.FivePerThousandYearFragmentDoc,
    "\n  query EventDetailPage($id: ID!) {\n    Event(id: $id) {\n      ...EventDetail\n    }\n  }\n": types.EventDetailPageDocument,
    "\n  fragment EventDetail on Event {\n    id\n    title\n    description\n    image\n    imageAlt\n    startsAt\n    endsAt\n    location\n    calendlyId\n    bookingMode\n    bookingUrl\n    seats\n    enrolmentDeadline\n  }\n": types.EventDetailFragmentDoc,
    "\n  fragment EventListItem on Event {\n    id\n    title\n    startsAt\n    endsAt\n    location\n  }\n": types.EventListItemFragmentDoc,
    "\n  query EventsPage {\n    allEvents(sortField: \"startsAt\", sortOrder: \"ASC\") {\n      ...EventListItem\n    }\n  }\n": types.EventsPageDocument,
    "\n  query CommitteeHistoryPage {\n    allTimelineEvents(sortField: \"position\", sortOrder: \"ASC\") {\n      ...CommitteeTimelineEvent\n    }\n  }\n": types.CommitteeHistoryPageDocument,
    "\n  fragment CommitteeTimelineEvent on TimelineEvent {\n    id\n    year\n    date\n    title\n    description\n    details\n  }\n": types.CommitteeTimelineEventFragmentDoc,
    "\n  fragment HomeTeamMember on TeamMember {\n    id\n    name\n    role\n    bio\n    email\n    phone\n    location\n    image\n    imageAlt\n  }\n": types.HomeTeamMemberFragmentDoc,
    "\n  query HomeTeam {\n    allTeamMembers(sortField: \"position\", sortOrder: \"ASC\") {\n      ...HomeTeamMember\n    }\n  }\n": types.HomeTeamDocument,
    "\n  fragment HomeActivityTile on Activity {\n    id\n    title\n    category\n    summary\n    location\n    size\n    image\n    imageAlt\n  }\n": types.HomeActivityTileFragmentDoc,
    "\n  query HomeActivities {\n    allActivities(sortField: \"position\", sortOrder: \"ASC\") {\n      ...HomeActivityTile\n    }\n  }\n": types.HomeActivitiesDocument,
    "\n  mutation SubmitContact(\n    $name: String!\n    $email: String!\n    $subject: String!\n    $message: String!\n    $website: String\n    $fillTimeMs: Int\n  ) {\n    submitContact(\n      name: $name\n      email: $email\n      subject: $subject\n      message: $message\n      privacyConsent: true\n      website: $website\n      fillTimeMs: $fillTimeMs\n    ) {\n      id\n    }\n  }\n": types.SubmitContactDocument,
    "\n  query HomeProjects {\n    allProjects(sortField: \"startDate\", sortOrder: \"ASC\") {\n      id\n      title\n      description\n      category\n      image\n      imageAlt\n      startDate\n      location\n      participants\n    }\n  }\n": types.HomeProjectsDocument,
    "\n  fragment HomeHeroSlide on HeroSlide {\n    id\n    title\n    subtitle\n    description\n    image\n    imageAlt\n    buttonLabel\n    buttonLink\n    visible\n    position\n  }\n": types.HomeHeroSlideFragmentDoc,
    "\n  query HomePage {\n    allHeroSlides(sortField: \"position\", sortOrder: \"ASC\") {\n      ...HomeHeroSlide\n    }\n  }\n": types.HomePageDocument,
    "\n  query HomeNews {\n    allNews(page: 0, perPage: 3, sortField: \"date\", sortOrder: \"DESC\") {\n      id\n      title\n      excerpt\n      category\n      date\n      image\n      imageAlt\n    }\n  }\n": types.HomeNewsDocument,
    "\n  query HomeStats {\n    allStats(sortField: \"position\", sortOrder: \"ASC\") {\n      id\n      title\n      value\n      description\n    }\n  }\n": types.HomeStatsDocument,
    "\n  query ArticlePage($id: ID!) {\n    News(id: $id) {\n      ...NewsArticle\n      excerpt\n      updatedAt\n    }\n  }\n": types.ArticlePageDocument,
    "\n  fragment NewsArticle on News {\n    id\n    title\n    content\n    category\n    date\n    image\n    imageAlt\n    author\n    readTime\n  }\n": types.NewsArticleFragmentDoc,
    "\n  fragment NewsCard on News {\n    id\n    title\n    excerpt\n    content\n    category\n    date\n    image\n    imageAlt\n    author\n    readTime\n  }\n": types.NewsCardFragmentDoc,
    "\n  query NewsPage {\n    allNews(sortField: \"date\", sortOrder: \"DESC\") {\n      ...NewsCard\n    }\n  }\n": types.NewsPageDocument,
    "\n  query SitePageBySlug($slug: String!) {\n    sitePageBySlug(slug: $slug) {\n      id\n      title\n      slug\n      content\n      image\n      imageAlt\n      description\n      publishedAt\n      updatedAt\n    }\n  }\n": types.SitePageBySlugDocument,
    "\n  mutation Enrol(\n    $courseId: ID\n    $eventId: ID\n    $name: String!\n    $email: String!\n    $phone: String\n    $website: String\n    $fillTimeMs: Int\n  ) {\n    enrol(\n      courseId: $courseId\n      eventId: $eventId\n      name: $name\n      email: $email\n      phone: $phone\n      privacyConsent: true\n      website: $website\n      fillTimeMs: $fillTimeMs\n    ) {\n      status\n      position\n    }\n  }\n": types.EnrolDocument,
    "\n  fragment ProjectCard on Project {\n    id\n    title\n    description\n    category\n    image\n    imageAlt\n    startDate\n    endDate\n    location\n    participants\n  }\n": types.ProjectCardFragmentDoc,
    "\n  query ProjectDetailPage($id: ID!) {\n    Project(id: $id) {\n      ...ProjectDetail\n    }\n  }\n": types.ProjectDetailPageDocument,
    "\n  fragment ProjectDetail on Project {\n    id\n    title\n    description\n    category\n    image\n    imageAlt\n    startDate\n    endDate\n    location\n    participants\n    calendlyId\n    bookingMode\n    bookingUrl\n    seats\n    enrolmentDeadline\n  }\n": types.ProjectDetailFragmentDoc,
    "\n  query ProjectsPage {\n    allProjects(sortField: \"startDate\", sortOrder: \"ASC\") {\n      ...ProjectCard\n    }\n  }\n": types.ProjectsPageDocument,
    "\n  fragment ServiceCard on Service {\n    id\n    title\n    category\n    summary\n    body\n    features\n    icon\n    isNew\n  }\n": types.ServiceCardFragmentDoc,
    "\n  query ServicesPage {\n    allServices(sortField: \"position\", sortOrder: \"ASC\") {\n      ...ServiceCard\n    }\n  }\n": types.ServicesPageDocument,
    "\n  fragment TransparencyDocument on Document {\n    id\n    title\n    category\n    fileSize\n    fileUrl\n    createdAt\n  }\n": types.TransparencyDocumentFragmentDoc,
    "\n  fragment RegisterGrant on Grant {\n    id\n    administration\n    administrationFiscalCode\n    amount\n    receivedAt\n    year\n    purpose\n    reference\n    fileUrl\n  }\n": types.RegisterGrantFragmentDoc,
    "\n  fragment RegisterGrantYear on GrantYearTotal {\n    year\n    count\n    total\n  }\n": types.RegisterGrantYearFragmentDoc,
    "\n  fragment OfficerCompensation on Compensation {\n    id\n    year\n    role\n    name\n    grossAmount\n  }\n": types.OfficerCompensationFragmentDoc,
    "\n  query TransparencyPage {\n    allDocuments(sortField: \"createdAt\", sortOrder: \"DESC\") {\n      ...TransparencyDocument\n    }\n    allGrants(sortField: \"receivedAt\", sortOrder: \"DESC\") {\n      ...RegisterGrant\n    }\n    grantYearTotals {\n      ...RegisterGrantYear\n    }\n    allCompensations {\n      ...OfficerCompensation\n    }\n  }\n": types.TransparencyPageDocument,
    "\n  query CommitteeSettings {\n    settings {\n      id\n      name\n      shortName\n      town\n      serviceArea\n      foundedYear\n      peopleCount\n      vehicleCount\n      youthMinAge\n      youthMaxAge\n      switchboardAlwaysOpen\n      switchboardHours\n      historyStats {\n        volunteers\n        women\n        services\n        emergencies\n      }\n      address {\n        street\n        postalCode\n        town\n        province\n      }\n      bookingPhone\n      bookingPhoneTollFree\n      phone\n      email\n      pec\n      fiscalCode\n      bank {\n        accountHolder\n        name\n        iban\n      }\n      cardDonationUrl\n      nationalSiteUrl\n      historyVideoYoutubeId\n      socials {\n        facebook\n        instagram\n        youtube\n        x\n        tiktok\n        linkedin\n      }\n      dataController {\n        name\n        address\n        email\n      }\n      contactRetentionMonths\n      accessibilityReviewDate\n      privacyNotice\n      privacyNoticeUpdatedOn\n      footerCredits\n      footerLinks {\n        label\n        url\n      }\n    }\n  }\n": types.CommitteeSettingsDocument,
    "\n  query SiteNavigation {\n    navigation {\n      headerLinks {\n        label\n        href\n        kind\n        section\n      }\n      footerLinks {\n        label\n        href\n        kind\n        section\n      }\n    }\n  }\n": types.SiteNavigationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityDetail on Activity {\n    id\n    title\n    category\n    summary\n    body\n    location\n    image\n    imageAlt\n  }\n"): (typeof documents)["\n  fragment ActivityDetail on Activity {\n    id\n    title\n    category\n    summary\n    body\n    location\n    image\n    imageAlt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityPage($id: ID!) {\n    Activity(id: $id) {\n      ...ActivityDetail\n    }\n  }\n"): (typeof documents)["\n  query ActivityPage($id: ID!) {\n    Activity(id: $id) {\n      ...ActivityDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarCourse on Project {\n    id\n    title\n    startDate\n    endDate\n    location\n  }\n"): (typeof documents)["\n  fragment CalendarCourse on Project {\n    id\n    title\n    startDate\n    endDate\n    location\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarEvent on Event {\n    id\n    title\n    startsAt\n    endsAt\n    location\n  }\n"): (typeof documents)["\n  fragment CalendarEvent on Event {\n    id\n    title\n    startsAt\n    endsAt\n    location\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarPage {\n    upcomingCourses {\n      ...CalendarCourse\n    }\n    upcomingEvents {\n      ...CalendarEvent\n    }\n  }\n"): (typeof documents)["\n  query CalendarPage {\n    upcomingCourses {\n      ...CalendarCourse\n    }\n    upcomingEvents {\n      ...CalendarEvent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FivePerThousandPage {\n    allFivePerThousandReports(sortField: \"year\", sortOrder: \"DESC\") {\n      ...FivePerThousandYear\n    }\n  }\n"): (typeof documents)["\n  query FivePerThousandPage {\n    allFivePerThousandReports(sortField: \"year\", sortOrder: \"DESC\") {\n      ...FivePerThousandYear\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FivePerThousandYear on FivePerThousandReport {\n    id\n    year\n    amount\n    receivedAt\n    lines {\n      heading\n      amount\n    }\n    linesTotal\n    fileUrl\n  }\n"): (typeof documents)["\n  fragment FivePerThousandYear on FivePerThousandReport {\n    id\n    year\n    amount\n    receivedAt\n    lines {\n      heading\n      amount\n    }\n    linesTotal\n    fileUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDetailPage($id: ID!) {\n    Event(id: $id) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  query EventDetailPage($id: ID!) {\n    Event(id: $id) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventDetail on Event {\n    id\n    title\n    description\n    image\n    imageAlt\n    startsAt\n    endsAt\n    location\n    calendlyId\n    bookingMode\n    bookingUrl\n    seats\n    enrolmentDeadline\n  }\n"): (typeof documents)["\n  fragment EventDetail on Event {\n    id\n    title\n    description\n    image\n    imageAlt\n    startsAt\n    endsAt\n    location\n    calendlyId\n    bookingMode\n    bookingUrl\n    seats\n    enrolmentDeadline\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventListItem on Event {\n    id\n    title\n    startsAt\n    endsAt\n    location\n  }\n"): (typeof documents)["\n  fragment EventListItem on Event {\n    id\n    title\n    startsAt\n    endsAt\n    location\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsPage {\n    allEvents(sortField: \"startsAt\", sortOrder: \"ASC\") {\n      ...EventListItem\n    }\n  }\n"): (typeof documents)["\n  query EventsPage {\n    allEvents(sortField: \"startsAt\", sortOrder: \"ASC\") {\n      ...EventListItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommitteeHistoryPage {\n    allTimelineEvents(sortField: \"position\", sortOrder: \"ASC\") {\n      ...CommitteeTimelineEvent\n    }\n  }\n"): (typeof documents)["\n  query CommitteeHistoryPage {\n    allTimelineEvents(sortField: \"position\", sortOrder: \"ASC\") {\n      ...CommitteeTimelineEvent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommitteeTimelineEvent on TimelineEvent {\n    id\n    year\n    date\n    title\n    description\n    details\n  }\n"): (typeof documents)["\n  fragment CommitteeTimelineEvent on TimelineEvent {\n    id\n    year\n    date\n    title\n    description\n    details\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeTeamMember on TeamMember {\n    id\n    name\n    role\n    bio\n    email\n    phone\n    location\n    image\n    imageAlt\n  }\n"): (typeof documents)["\n  fragment HomeTeamMember on TeamMember {\n    id\n    name\n    role\n    bio\n    email\n    phone\n    location\n    image\n    imageAlt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeTeam {\n    allTeamMembers(sortField: \"position\", sortOrder: \"ASC\") {\n      ...HomeTeamMember\n    }\n  }\n"): (typeof documents)["\n  query HomeTeam {\n    allTeamMembers(sortField: \"position\", sortOrder: \"ASC\") {\n      ...HomeTeamMember\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeActivityTile on Activity {\n    id\n    title\n    category\n    summary\n    location\n    size\n    image\n    imageAlt\n  }\n"): (typeof documents)["\n  fragment HomeActivityTile on Activity {\n    id\n    title\n    category\n    summary\n    location\n    size\n    image\n    imageAlt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeActivities {\n    allActivities(sortField: \"position\", sortOrder: \"ASC\") {\n      ...HomeActivityTile\n    }\n  }\n"): (typeof documents)["\n  query HomeActivities {\n    allActivities(sortField: \"position\", sortOrder: \"ASC\") {\n      ...HomeActivityTile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContact(\n    $name: String!\n    $email: String!\n    $subject: String!\n    $message: String!\n    $website: String\n    $fillTimeMs: Int\n  ) {\n    submitContact(\n      name: $name\n      email: $email\n      subject: $subject\n      message: $message\n      privacyConsent: true\n      website: $website\n      fillTimeMs: $fillTimeMs\n    ) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContact(\n    $name: String!\n    $email: String!\n    $subject: String!\n    $message: String!\n    $website: String\n    $fillTimeMs: Int\n  ) {\n    submitContact(\n      name: $name\n      email: $email\n      subject: $subject\n      message: $message\n      privacyConsent: true\n      website: $website\n      fillTimeMs: $fillTimeMs\n    ) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeProjects {\n    allProjects(sortField: \"startDate\", sortOrder: \"ASC\") {\n      id\n      title\n      description\n      category\n      image\n      imageAlt\n      startDate\n      location\n      participants\n    }\n  }\n"): (typeof documents)["\n  query HomeProjects {\n    allProjects(sortField: \"startDate\", sortOrder: \"ASC\") {\n      id\n      title\n      description\n      category\n      image\n      imageAlt\n      startDate\n      location\n      participants\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeHeroSlide on HeroSlide {\n    id\n    title\n    subtitle\n    description\n    image\n    imageAlt\n    buttonLabel\n    buttonLink\n    visible\n    position\n  }\n"): (typeof documents)["\n  fragment HomeHeroSlide on HeroSlide {\n    id\n    title\n    subtitle\n    description\n    image\n    imageAlt\n    buttonLabel\n    buttonLink\n    visible\n    position\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    allHeroSlides(sortField: \"position\", sortOrder: \"ASC\") {\n      ...HomeHeroSlide\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    allHeroSlides(sortField: \"position\", sortOrder: \"ASC\") {\n      ...HomeHeroSlide\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeNews {\n    allNews(page: 0, perPage: 3, sortField: \"date\", sortOrder: \"DESC\") {\n      id\n      title\n      excerpt\n      category\n      date\n      image\n      imageAlt\n    }\n  }\n"): (typeof documents)["\n  query HomeNews {\n    allNews(page: 0, perPage: 3, sortField: \"date\", sortOrder: \"DESC\") {\n      id\n      title\n      excerpt\n      category\n      date\n      image\n      imageAlt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeStats {\n    allStats(sortField: \"position\", sortOrder: \"ASC\") {\n      id\n      title\n      value\n      description\n    }\n  }\n"): (typeof documents)["\n  query HomeStats {\n    allStats(sortField: \"position\", sortOrder: \"ASC\") {\n      id\n      title\n      value\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticlePage($id: ID!) {\n    News(id: $id) {\n      ...NewsArticle\n      excerpt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query ArticlePage($id: ID!) {\n    News(id: $id) {\n      ...NewsArticle\n      excerpt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsArticle on News {\n    id\n    title\n    content\n    category\n    date\n    image\n    imageAlt\n    author\n    readTime\n  }\n"): (typeof documents)["\n  fragment NewsArticle on News {\n    id\n    title\n    content\n    category\n    date\n    image\n    imageAlt\n    author\n    readTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsCard on News {\n    id\n    title\n    excerpt\n    content\n    category\n    date\n    image\n    imageAlt\n    author\n    readTime\n  }\n"): (typeof documents)["\n  fragment NewsCard on News {\n    id\n    title\n    excerpt\n    content\n    category\n    date\n    image\n    imageAlt\n    author\n    readTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsPage {\n    allNews(sortField: \"date\", sortOrder: \"DESC\") {\n      ...NewsCard\n    }\n  }\n"): (typeof documents)["\n  query NewsPage {\n    allNews(sortField: \"date\", sortOrder: \"DESC\") {\n      ...NewsCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitePageBySlug($slug: String!) {\n    sitePageBySlug(slug: $slug) {\n      id\n      title\n      slug\n      content\n      image\n      imageAlt\n      description\n      publishedAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query SitePageBySlug($slug: String!) {\n    sitePageBySlug(slug: $slug) {\n      id\n      title\n      slug\n      content\n      image\n      imageAlt\n      description\n      publishedAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Enrol(\n    $courseId: ID\n    $eventId: ID\n    $name: String!\n    $email: String!\n    $phone: String\n    $website: String\n    $fillTimeMs: Int\n  ) {\n    enrol(\n      courseId: $courseId\n      eventId: $eventId\n      name: $name\n      email: $email\n      phone: $phone\n      privacyConsent: true\n      website: $website\n      fillTimeMs: $fillTimeMs\n    ) {\n      status\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation Enrol(\n    $courseId: ID\n    $eventId: ID\n    $name: String!\n    $email: String!\n    $phone: String\n    $website: String\n    $fillTimeMs: Int\n  ) {\n    enrol(\n      courseId: $courseId\n      eventId: $eventId\n      name: $name\n      email: $email\n      phone: $phone\n      privacyConsent: true\n      website: $website\n      fillTimeMs: $fillTimeMs\n    ) {\n      status\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectCard on Project {\n    id\n    title\n    description\n    category\n    image\n    imageAlt\n    startDate\n    endDate\n    location\n    participants\n  }\n"): (typeof documents)["\n  fragment ProjectCard on Project {\n    id\n    title\n    description\n    category\n    image\n    imageAlt\n    startDate\n    endDate\n    location\n    participants\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectDetailPage($id: ID!) {\n    Project(id: $id) {\n      ...ProjectDetail\n    }\n  }\n"): (typeof documents)["\n  query ProjectDetailPage($id: ID!) {\n    Project(id: $id) {\n      ...ProjectDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectDetail on Project {\n    id\n    title\n    description\n    category\n    image\n    imageAlt\n    startDate\n    endDate\n    location\n    participants\n    calendlyId\n    bookingMode\n    bookingUrl\n    seats\n    enrolmentDeadline\n  }\n"): (typeof documents)["\n  fragment ProjectDetail on Project {\n    id\n    title\n    description\n    category\n    image\n    imageAlt\n    startDate\n    endDate\n    location\n    participants\n    calendlyId\n    bookingMode\n    bookingUrl\n    seats\n    enrolmentDeadline\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectsPage {\n    allProjects(sortField: \"startDate\", sortOrder: \"ASC\") {\n      ...ProjectCard\n    }\n  }\n"): (typeof documents)["\n  query ProjectsPage {\n    allProjects(sortField: \"startDate\", sortOrder: \"ASC\") {\n      ...ProjectCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceCard on Service {\n    id\n    title\n    category\n    summary\n    body\n    features\n    icon\n    isNew\n  }\n"): (typeof documents)["\n  fragment ServiceCard on Service {\n    id\n    title\n    category\n    summary\n    body\n    features\n    icon\n    isNew\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicesPage {\n    allServices(sortField: \"position\", sortOrder: \"ASC\") {\n      ...ServiceCard\n    }\n  }\n"): (typeof documents)["\n  query ServicesPage {\n    allServices(sortField: \"position\", sortOrder: \"ASC\") {\n      ...ServiceCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransparencyDocument on Document {\n    id\n    title\n    category\n    fileSize\n    fileUrl\n    createdAt\n  }\n"): (typeof documents)["\n  fragment TransparencyDocument on Document {\n    id\n    title\n    category\n    fileSize\n    fileUrl\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegisterGrant on Grant {\n    id\n    administration\n    administrationFiscalCode\n    amount\n    receivedAt\n    year\n    purpose\n    reference\n    fileUrl\n  }\n"): (typeof documents)["\n  fragment RegisterGrant on Grant {\n    id\n    administration\n    administrationFiscalCode\n    amount\n    receivedAt\n    year\n    purpose\n    reference\n    fileUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegisterGrantYear on GrantYearTotal {\n    year\n    count\n    total\n  }\n"): (typeof documents)["\n  fragment RegisterGrantYear on GrantYearTotal {\n    year\n    count\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfficerCompensation on Compensation {\n    id\n    year\n    role\n    name\n    grossAmount\n  }\n"): (typeof documents)["\n  fragment OfficerCompensation on Compensation {\n    id\n    year\n    role\n    name\n    grossAmount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransparencyPage {\n    allDocuments(sortField: \"createdAt\", sortOrder: \"DESC\") {\n      ...TransparencyDocument\n    }\n    allGrants(sortField: \"receivedAt\", sortOrder: \"DESC\") {\n      ...RegisterGrant\n    }\n    grantYearTotals {\n      ...RegisterGrantYear\n    }\n    allCompensations {\n      ...OfficerCompensation\n    }\n  }\n"): (typeof documents)["\n  query TransparencyPage {\n    allDocuments(sortField: \"createdAt\", sortOrder: \"DESC\") {\n      ...TransparencyDocument\n    }\n    allGrants(sortField: \"receivedAt\", sortOrder: \"DESC\") {\n      ...RegisterGrant\n    }\n    grantYearTotals {\n      ...RegisterGrantYear\n    }\n    allCompensations {\n      ...OfficerCompensation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommitteeSettings {\n    settings {\n      id\n      name\n      shortName\n      town\n      serviceArea\n      foundedYear\n      peopleCount\n      vehicleCount\n      youthMinAge\n      youthMaxAge\n      switchboardAlwaysOpen\n      switchboardHours\n      historyStats {\n        volunteers\n        women\n        services\n        emergencies\n      }\n      address {\n        street\n        postalCode\n        town\n        province\n      }\n      bookingPhone\n      bookingPhoneTollFree\n      phone\n      email\n      pec\n      fiscalCode\n      bank {\n        accountHolder\n        name\n        iban\n      }\n      cardDonationUrl\n      nationalSiteUrl\n      historyVideoYoutubeId\n      socials {\n        facebook\n        instagram\n        youtube\n        x\n        tiktok\n        linkedin\n      }\n      dataController {\n        name\n        address\n        email\n      }\n      contactRetentionMonths\n      accessibilityReviewDate\n      privacyNotice\n      privacyNoticeUpdatedOn\n      footerCredits\n      footerLinks {\n        label\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommitteeSettings {\n    settings {\n      id\n      name\n      shortName\n      town\n      serviceArea\n      foundedYear\n      peopleCount\n      vehicleCount\n      youthMinAge\n      youthMaxAge\n      switchboardAlwaysOpen\n      switchboardHours\n      historyStats {\n        volunteers\n        women\n        services\n        emergencies\n      }\n      address {\n        street\n        postalCode\n        town\n        province\n      }\n      bookingPhone\n      bookingPhoneTollFree\n      phone\n      email\n      pec\n      fiscalCode\n      bank {\n        accountHolder\n        name\n        iban\n      }\n      cardDonationUrl\n      nationalSiteUrl\n      historyVideoYoutubeId\n      socials {\n        facebook\n        instagram\n        youtube\n        x\n        tiktok\n        linkedin\n      }\n      dataController {\n        name\n        address\n        email\n      }\n      contactRetentionMonths\n      accessibilityReviewDate\n      privacyNotice\n      privacyNoticeUpdatedOn\n      footerCredits\n      footerLinks {\n        label\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteNavigation {\n    navigation {\n      headerLinks {\n        label\n        href\n        kind\n        section\n      }\n      footerLinks {\n        label\n        href\n        kind\n        section\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteNavigation {\n    navigation {\n      headerLinks {\n        label\n        href\n        kind\n        section\n      }\n      footerLinks {\n        label\n        href\n        kind\n        section\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;