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
    "\n  mutation SubmitContact($name: String!, $email: String!, $subject: String!, $message: String!) {\n    submitContact(\n      name: $name\n      email: $email\n      subject: $subject\n      message: $message\n      privacyConsent: true\n    ) {\n      id\n    }\n  }\n": typeof types.SubmitContactDocument,
    "\n  query HomeProjects {\n    allProjects(sortField: \"startDate\", sortOrder: \"ASC\") {\n      id\n      title\n      description\n      category\n      image\n      startDate\n      location\n      participants\n    }\n  }\n": typeof types.HomeProjectsDocument,
    "\n  query HomeNews {\n    allNews(page: 0, perPage: 3, sortField: \"date\", sortOrder: \"DESC\") {\n      id\n      title\n      excerpt\n      category\n      date\n      image\n    }\n  }\n": typeof types.HomeNewsDocument,
    "\n  query HomeStats {\n    allStats(sortField: \"position\", sortOrder: \"ASC\") {\n      id\n      title\n      value\n      description\n    }\n  }\n": typeof types.HomeStatsDocument,
    "\n  query ArticlePage($id: ID!) {\n    News(id: $id) {\n      ...NewsArticle\n      excerpt\n    }\n  }\n": typeof types.ArticlePageDocument,
    "\n  fragment NewsArticle on News {\n    id\n    title\n    content\n    category\n    date\n    image\n    author\n    readTime\n  }\n": typeof types.NewsArticleFragmentDoc,
    "\n  fragment NewsCard on News {\n    id\n    title\n    excerpt\n    content\n    category\n    date\n    image\n    author\n    readTime\n  }\n": typeof types.NewsCardFragmentDoc,
    "\n  query NewsPage {\n    allNews(sortField: \"date\", sortOrder: \"DESC\") {\n      ...NewsCard\n    }\n  }\n": typeof types.NewsPageDocument,
    "\n  fragment ProjectCard on Project {\n    id\n    title\n    description\n    category\n    image\n    startDate\n    endDate\n    location\n    participants\n  }\n": typeof types.ProjectCardFragmentDoc,
    "\n  query ProjectDetailPage($id: ID!) {\n    Project(id: $id) {\n      ...ProjectDetail\n    }\n  }\n": typeof types.ProjectDetailPageDocument,
    "\n  fragment ProjectDetail on Project {\n    id\n    title\n    description\n    category\n    image\n    startDate\n    endDate\n    location\n    participants\n    calendlyId\n  }\n": typeof types.ProjectDetailFragmentDoc,
    "\n  query ProjectsPage {\n    allProjects(sortField: \"startDate\", sortOrder: \"ASC\") {\n      ...ProjectCard\n    }\n  }\n": typeof types.ProjectsPageDocument,
    "\n  fragment TransparencyDocument on Document {\n    id\n    title\n    category\n    fileSize\n    fileUrl\n    createdAt\n  }\n": typeof types.TransparencyDocumentFragmentDoc,
    "\n  query TransparencyPage {\n    allDocuments(sortField: \"createdAt\", sortOrder: \"DESC\") {\n      ...TransparencyDocument\n    }\n  }\n": typeof types.TransparencyPageDocument,
};
const documents: Documents = {
    "\n  mutation SubmitContact($name: String!, $email: String!, $subject: String!, $message: String!) {\n    submitContact(\n      name: $name\n      email: $email\n      subject: $subject\n      message: $message\n      privacyConsent: true\n    ) {\n      id\n    }\n  }\n": types.SubmitContactDocument,
    "\n  query HomeProjects {\n    allProjects(sortField: \"startDate\", sortOrder: \"ASC\") {\n      id\n      title\n      description\n      category\n      image\n      startDate\n      location\n      participants\n    }\n  }\n": types.HomeProjectsDocument,
    "\n  query HomeNews {\n    allNews(page: 0, perPage: 3, sortField: \"date\", sortOrder: \"DESC\") {\n      id\n      title\n      excerpt\n      category\n      date\n      image\n    }\n  }\n": types.HomeNewsDocument,
    "\n  query HomeStats {\n    allStats(sortField: \"position\", sortOrder: \"ASC\") {\n      id\n      title\n      value\n      description\n    }\n  }\n": types.HomeStatsDocument,
    "\n  query ArticlePage($id: ID!) {\n    News(id: $id) {\n      ...NewsArticle\n      excerpt\n    }\n  }\n": types.ArticlePageDocument,
    "\n  fragment NewsArticle on News {\n    id\n    title\n    content\n    category\n    date\n    image\n    author\n    readTime\n  }\n": types.NewsArticleFragmentDoc,
    "\n  fragment NewsCard on News {\n    id\n    title\n    excerpt\n    content\n    category\n    date\n    image\n    author\n    readTime\n  }\n": types.NewsCardFragmentDoc,
    "\n  query NewsPage {\n    allNews(sortField: \"date\", sortOrder: \"DESC\") {\n      ...NewsCard\n    }\n  }\n": types.NewsPageDocument,
    "\n  fragment ProjectCard on Project {\n    id\n    title\n    description\n    category\n    image\n    startDate\n    endDate\n    location\n    participants\n  }\n": types.ProjectCardFragmentDoc,
    "\n  query ProjectDetailPage($id: ID!) {\n    Project(id: $id) {\n      ...ProjectDetail\n    }\n  }\n": types.ProjectDetailPageDocument,
    "\n  fragment ProjectDetail on Project {\n    id\n    title\n    description\n    category\n    image\n    startDate\n    endDate\n    location\n    participants\n    calendlyId\n  }\n": types.ProjectDetailFragmentDoc,
    "\n  query ProjectsPage {\n    allProjects(sortField: \"startDate\", sortOrder: \"ASC\") {\n      ...ProjectCard\n    }\n  }\n": types.ProjectsPageDocument,
    "\n  fragment TransparencyDocument on Document {\n    id\n    title\n    category\n    fileSize\n    fileUrl\n    createdAt\n  }\n": types.TransparencyDocumentFragmentDoc,
    "\n  query TransparencyPage {\n    allDocuments(sortField: \"createdAt\", sortOrder: \"DESC\") {\n      ...TransparencyDocument\n    }\n  }\n": types.TransparencyPageDocument,
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
export function graphql(source: "\n  mutation SubmitContact($name: String!, $email: String!, $subject: String!, $message: String!) {\n    submitContact(\n      name: $name\n      email: $email\n      subject: $subject\n      message: $message\n      privacyConsent: true\n    ) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContact($name: String!, $email: String!, $subject: String!, $message: String!) {\n    submitContact(\n      name: $name\n      email: $email\n      subject: $subject\n      message: $message\n      privacyConsent: true\n    ) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeProjects {\n    allProjects(sortField: \"startDate\", sortOrder: \"ASC\") {\n      id\n      title\n      description\n      category\n      image\n      startDate\n      location\n      participants\n    }\n  }\n"): (typeof documents)["\n  query HomeProjects {\n    allProjects(sortField: \"startDate\", sortOrder: \"ASC\") {\n      id\n      title\n      description\n      category\n      image\n      startDate\n      location\n      participants\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeNews {\n    allNews(page: 0, perPage: 3, sortField: \"date\", sortOrder: \"DESC\") {\n      id\n      title\n      excerpt\n      category\n      date\n      image\n    }\n  }\n"): (typeof documents)["\n  query HomeNews {\n    allNews(page: 0, perPage: 3, sortField: \"date\", sortOrder: \"DESC\") {\n      id\n      title\n      excerpt\n      category\n      date\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeStats {\n    allStats(sortField: \"position\", sortOrder: \"ASC\") {\n      id\n      title\n      value\n      description\n    }\n  }\n"): (typeof documents)["\n  query HomeStats {\n    allStats(sortField: \"position\", sortOrder: \"ASC\") {\n      id\n      title\n      value\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticlePage($id: ID!) {\n    News(id: $id) {\n      ...NewsArticle\n      excerpt\n    }\n  }\n"): (typeof documents)["\n  query ArticlePage($id: ID!) {\n    News(id: $id) {\n      ...NewsArticle\n      excerpt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsArticle on News {\n    id\n    title\n    content\n    category\n    date\n    image\n    author\n    readTime\n  }\n"): (typeof documents)["\n  fragment NewsArticle on News {\n    id\n    title\n    content\n    category\n    date\n    image\n    author\n    readTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsCard on News {\n    id\n    title\n    excerpt\n    content\n    category\n    date\n    image\n    author\n    readTime\n  }\n"): (typeof documents)["\n  fragment NewsCard on News {\n    id\n    title\n    excerpt\n    content\n    category\n    date\n    image\n    author\n    readTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsPage {\n    allNews(sortField: \"date\", sortOrder: \"DESC\") {\n      ...NewsCard\n    }\n  }\n"): (typeof documents)["\n  query NewsPage {\n    allNews(sortField: \"date\", sortOrder: \"DESC\") {\n      ...NewsCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectCard on Project {\n    id\n    title\n    description\n    category\n    image\n    startDate\n    endDate\n    location\n    participants\n  }\n"): (typeof documents)["\n  fragment ProjectCard on Project {\n    id\n    title\n    description\n    category\n    image\n    startDate\n    endDate\n    location\n    participants\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectDetailPage($id: ID!) {\n    Project(id: $id) {\n      ...ProjectDetail\n    }\n  }\n"): (typeof documents)["\n  query ProjectDetailPage($id: ID!) {\n    Project(id: $id) {\n      ...ProjectDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectDetail on Project {\n    id\n    title\n    description\n    category\n    image\n    startDate\n    endDate\n    location\n    participants\n    calendlyId\n  }\n"): (typeof documents)["\n  fragment ProjectDetail on Project {\n    id\n    title\n    description\n    category\n    image\n    startDate\n    endDate\n    location\n    participants\n    calendlyId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectsPage {\n    allProjects(sortField: \"startDate\", sortOrder: \"ASC\") {\n      ...ProjectCard\n    }\n  }\n"): (typeof documents)["\n  query ProjectsPage {\n    allProjects(sortField: \"startDate\", sortOrder: \"ASC\") {\n      ...ProjectCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransparencyDocument on Document {\n    id\n    title\n    category\n    fileSize\n    fileUrl\n    createdAt\n  }\n"): (typeof documents)["\n  fragment TransparencyDocument on Document {\n    id\n    title\n    category\n    fileSize\n    fileUrl\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransparencyPage {\n    allDocuments(sortField: \"createdAt\", sortOrder: \"DESC\") {\n      ...TransparencyDocument\n    }\n  }\n"): (typeof documents)["\n  query TransparencyPage {\n    allDocuments(sortField: \"createdAt\", sortOrder: \"DESC\") {\n      ...TransparencyDocument\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;