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
    "\n  mutation AdminLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    logout\n  }\n": typeof types.AdminLogoutDocument,
    "\n  query AdminMe {\n    me {\n      id\n      name\n      username\n      role\n    }\n  }\n": typeof types.AdminMeDocument,
    "\n  mutation AdminReplyToContact($id: ID!, $message: String!) {\n    replyToContact(id: $id, message: $message) {\n      id\n      message\n      author\n      createdAt\n    }\n  }\n": typeof types.AdminReplyToContactDocument,
    "\n  query AdminMailOverview {\n    mailStatus {\n      configured\n      pendingCount\n      failedCount\n    }\n    failedMails {\n      id\n      kind\n      recipient\n      subject\n      attempts\n      lastError\n      createdAt\n      contactId\n    }\n  }\n": typeof types.AdminMailOverviewDocument,
    "\n  fragment AdminSettingsFields on Settings {\n    id\n    name\n    shortName\n    town\n    serviceArea\n    foundedYear\n    address {\n      street\n      postalCode\n      town\n      province\n    }\n    tollFreePhone\n    phone\n    email\n    notificationEmail\n    pec\n    fiscalCode\n    bank {\n      accountHolder\n      name\n      iban\n    }\n    cardDonationUrl\n    nationalSiteUrl\n    historyVideoYoutubeId\n    socials {\n      facebook\n      instagram\n      youtube\n      x\n      tiktok\n      linkedin\n    }\n    dataController {\n      name\n      address\n      email\n    }\n    contactRetentionMonths\n    accessibilityReviewDate\n    updatedAt\n  }\n": typeof types.AdminSettingsFieldsFragmentDoc,
    "\n  query AdminSettings {\n    settings {\n      ...AdminSettingsFields\n    }\n  }\n": typeof types.AdminSettingsDocument,
    "\n  mutation AdminUpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...AdminSettingsFields\n    }\n  }\n": typeof types.AdminUpdateSettingsDocument,
    "\n  query AdminSetupChecklist {\n    setupChecklist {\n      key\n      label\n      done\n    }\n  }\n": typeof types.AdminSetupChecklistDocument,
    "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.AdminChangePasswordDocument,
    "\n  mutation AdminUploadRichTextImage($file: Upload!) {\n    uploadRichTextImage(file: $file)\n  }\n": typeof types.AdminUploadRichTextImageDocument,
};
const documents: Documents = {
    "\n  mutation AdminLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n    }\n  }\n": types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    logout\n  }\n": types.AdminLogoutDocument,
    "\n  query AdminMe {\n    me {\n      id\n      name\n      username\n      role\n    }\n  }\n": types.AdminMeDocument,
    "\n  mutation AdminReplyToContact($id: ID!, $message: String!) {\n    replyToContact(id: $id, message: $message) {\n      id\n      message\n      author\n      createdAt\n    }\n  }\n": types.AdminReplyToContactDocument,
    "\n  query AdminMailOverview {\n    mailStatus {\n      configured\n      pendingCount\n      failedCount\n    }\n    failedMails {\n      id\n      kind\n      recipient\n      subject\n      attempts\n      lastError\n      createdAt\n      contactId\n    }\n  }\n": types.AdminMailOverviewDocument,
    "\n  fragment AdminSettingsFields on Settings {\n    id\n    name\n    shortName\n    town\n    serviceArea\n    foundedYear\n    address {\n      street\n      postalCode\n      town\n      province\n    }\n    tollFreePhone\n    phone\n    email\n    notificationEmail\n    pec\n    fiscalCode\n    bank {\n      accountHolder\n      name\n      iban\n    }\n    cardDonationUrl\n    nationalSiteUrl\n    historyVideoYoutubeId\n    socials {\n      facebook\n      instagram\n      youtube\n      x\n      tiktok\n      linkedin\n    }\n    dataController {\n      name\n      address\n      email\n    }\n    contactRetentionMonths\n    accessibilityReviewDate\n    updatedAt\n  }\n": types.AdminSettingsFieldsFragmentDoc,
    "\n  query AdminSettings {\n    settings {\n      ...AdminSettingsFields\n    }\n  }\n": types.AdminSettingsDocument,
    "\n  mutation AdminUpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...AdminSettingsFields\n    }\n  }\n": types.AdminUpdateSettingsDocument,
    "\n  query AdminSetupChecklist {\n    setupChecklist {\n      key\n      label\n      done\n    }\n  }\n": types.AdminSetupChecklistDocument,
    "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.AdminChangePasswordDocument,
    "\n  mutation AdminUploadRichTextImage($file: Upload!) {\n    uploadRichTextImage(file: $file)\n  }\n": types.AdminUploadRichTextImageDocument,
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
export function graphql(source: "\n  mutation AdminLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation AdminLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMe {\n    me {\n      id\n      name\n      username\n      role\n    }\n  }\n"): (typeof documents)["\n  query AdminMe {\n    me {\n      id\n      name\n      username\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReplyToContact($id: ID!, $message: String!) {\n    replyToContact(id: $id, message: $message) {\n      id\n      message\n      author\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReplyToContact($id: ID!, $message: String!) {\n    replyToContact(id: $id, message: $message) {\n      id\n      message\n      author\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMailOverview {\n    mailStatus {\n      configured\n      pendingCount\n      failedCount\n    }\n    failedMails {\n      id\n      kind\n      recipient\n      subject\n      attempts\n      lastError\n      createdAt\n      contactId\n    }\n  }\n"): (typeof documents)["\n  query AdminMailOverview {\n    mailStatus {\n      configured\n      pendingCount\n      failedCount\n    }\n    failedMails {\n      id\n      kind\n      recipient\n      subject\n      attempts\n      lastError\n      createdAt\n      contactId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSettingsFields on Settings {\n    id\n    name\n    shortName\n    town\n    serviceArea\n    foundedYear\n    address {\n      street\n      postalCode\n      town\n      province\n    }\n    tollFreePhone\n    phone\n    email\n    notificationEmail\n    pec\n    fiscalCode\n    bank {\n      accountHolder\n      name\n      iban\n    }\n    cardDonationUrl\n    nationalSiteUrl\n    historyVideoYoutubeId\n    socials {\n      facebook\n      instagram\n      youtube\n      x\n      tiktok\n      linkedin\n    }\n    dataController {\n      name\n      address\n      email\n    }\n    contactRetentionMonths\n    accessibilityReviewDate\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AdminSettingsFields on Settings {\n    id\n    name\n    shortName\n    town\n    serviceArea\n    foundedYear\n    address {\n      street\n      postalCode\n      town\n      province\n    }\n    tollFreePhone\n    phone\n    email\n    notificationEmail\n    pec\n    fiscalCode\n    bank {\n      accountHolder\n      name\n      iban\n    }\n    cardDonationUrl\n    nationalSiteUrl\n    historyVideoYoutubeId\n    socials {\n      facebook\n      instagram\n      youtube\n      x\n      tiktok\n      linkedin\n    }\n    dataController {\n      name\n      address\n      email\n    }\n    contactRetentionMonths\n    accessibilityReviewDate\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSettings {\n    settings {\n      ...AdminSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminSettings {\n    settings {\n      ...AdminSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...AdminSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...AdminSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSetupChecklist {\n    setupChecklist {\n      key\n      label\n      done\n    }\n  }\n"): (typeof documents)["\n  query AdminSetupChecklist {\n    setupChecklist {\n      key\n      label\n      done\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUploadRichTextImage($file: Upload!) {\n    uploadRichTextImage(file: $file)\n  }\n"): (typeof documents)["\n  mutation AdminUploadRichTextImage($file: Upload!) {\n    uploadRichTextImage(file: $file)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;