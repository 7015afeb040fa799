// One lint setup for the whole repository (server, web, admin, e2e, scripts).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The site links to its own pages with components/ui/link.tsx (see there why). */
const routerLink = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message: 'Nel sito pubblico i link alle pagine usano components/ui/link.tsx.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      '.test-data/**',
      'web/src/gql/**',
      'admin/src/gql/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [routerLink] }] },
  },
  {
    // bulletproof-react: features never import each other; shared code flows into features.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLink],
          patterns: [
            {
              group: ['**/features/*/**', '../../features/*'],
              message:
                "Una feature non importa un'altra feature: sposta il codice condiviso in components/ o lib/.",
            },
          ],
        },
      ],
    },
  },
);
