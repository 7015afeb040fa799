// Italian only: the Italian messages merged over react-admin's English pack, so that a
// key added by a future react-admin release still has a text (English until translated).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { italianMessages, richTextMessages } from './italianMessages';

const messages = mergeTranslations(englishMessages, italianMessages, richTextMessages);

export const i18nProvider = polyglotI18nProvider(
  () => messages,
  'it',
  [{ locale: 'it', name: 'Italiano' }],
  {
    allowMissing: true,
  },
);
