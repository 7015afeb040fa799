import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, Kind, print, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { HttpError, type RaRecord } from 'react-admin';
import { buildQueryFactory, buildReorder, resources } from './buildQuery';

const buildQuery = buildQueryFactory();
const compact = (text: string) =>
  text.replace(/,/g, '').replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();

describe('buildQuery', () => {
  it("maps the menu's getOne and update to navigation and updateNavigation, items in the form's order", () => {
    const read = buildQuery('GET_ONE', 'navigation', { id: 'navigation' });
    expect(compact(print(read.query))).toContain('navigation {');
    const parsed = read.parseResponse({ data: { navigation: { header: [], footer: [] } } }) as {
      data: RaRecord;
    };
    expect(parsed.data.id).toBe('navigation');
    const built = buildQuery('UPDATE', 'navigation', {
      id: 'navigation',
      data: {
        id: 'navigation',
        header: [
          {
            label: 'Storia',
            kind: 'route',
            target: '/storia/comitato',
            visible: false,
            order: 4,
            __typename: 'NavigationItem',
          },
          { label: 'Contatti', kind: 'section', target: 'contatti' },
        ],
        footer: [],
      },
      previousData: { id: 'navigation' },
    });
    expect(compact(print(built.query))).toContain(
      'updateNavigation(header: $header footer: $footer)',
    );
    expect(built.variables).toEqual({
      header: [
        { label: 'Storia', kind: 'route', target: '/storia/comitato', visible: false, order: 0 },
        { label: 'Contatti', kind: 'section', target: 'contatti', visible: true, order: 1 },
      ],
      footer: [],
    });
  });

  it('maps getList to allX + _allXMeta with a 0-based page', () => {
    const built = buildQuery('GET_LIST', 'news', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'date', order: 'DESC' },
      filter: { q: 'corso' },
    });
    const text = compact(print(built.query));
    expect(text).toContain(
      compact(
        'items: allNews(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter)',
      ),
    );
    expect(text).toContain(compact('total: _allNewsMeta(filter: $filter) { count }'));
    expect(text).toContain(compact('$filter: NewsFilter'));
    expect(built.variables).toEqual({
      page: 1,
      perPage: 10,
      sortField: 'date',
      sortOrder: 'DESC',
      filter: { q: 'corso' },
    });
    const parsed = built.parseResponse({ data: { items: [{ id: '1' }], total: { count: 31 } } });
    expect(parsed).toEqual({ data: [{ id: '1' }], total: 31 });
  });

  it("refuses a list answer that is not an array: 'Formato dati non valido'", () => {
    const built = buildQuery('GET_LIST', 'documents', {});
    expect(() =>
      built.parseResponse({ data: { items: { id: '1' }, total: { count: 1 } } }),
    ).toThrow('Formato dati non valido');
  });

  it('names each resource after the schema', () => {
    expect(compact(print(buildQuery('GET_LIST', 'projects', {}).query))).toContain(
      compact('allProjects('),
    );
    expect(compact(print(buildQuery('GET_LIST', 'stats', {}).query))).toContain(
      compact('_allStatsMeta('),
    );
    expect(compact(print(buildQuery('GET_ONE', 'documents', { id: '4' }).query))).toContain(
      compact('data: Document(id: $id)'),
    );
    expect(compact(print(buildQuery('GET_ONE', 'contacts', { id: '4' }).query))).toContain(
      compact('data: Contact(id: $id)'),
    );
  });

  it('reads the replies with one contact request, not with the list rows', () => {
    const one = compact(print(buildQuery('GET_ONE', 'contacts', { id: '4' }).query));
    expect(one).toContain(compact('replies { id message author delivery createdAt }'));
    const list = compact(print(buildQuery('GET_LIST', 'contacts', {}).query));
    expect(list).not.toContain('replies');
  });

  it('maps getMany to a filter on ids', () => {
    const built = buildQuery('GET_MANY', 'stats', { ids: ['1', '2'] });
    expect(built.variables).toEqual({ filter: { ids: ['1', '2'] } });
  });

  it('maps getOne and turns a missing record into a 404', () => {
    const built = buildQuery('GET_ONE', 'news', { id: '7' });
    expect(built.variables).toEqual({ id: '7' });
    expect(built.parseResponse({ data: { data: { id: '7', title: 'T' } } })).toEqual({
      data: { id: '7', title: 'T' },
    });
    expect(() => built.parseResponse({ data: { data: null } })).toThrow(HttpError);
    try {
      built.parseResponse({ data: { data: null } });
    } catch (error) {
      expect((error as HttpError).status).toBe(404);
    }
  });

  it('maps create to createX with only the arguments the form sets, typed as in the schema', () => {
    const file = new File(['%PDF-1.4'], 'bilancio.pdf', { type: 'application/pdf' });
    const built = buildQuery('CREATE', 'documents', {
      data: { title: 'Bilancio 2025', category: 'Bilanci', file, unknown: 'x' },
    });
    expect(compact(print(built.query))).toBe(
      compact(`mutation createDocument($title: String!, $category: String!, $file: Upload!) {
        data: createDocument(title: $title, category: $category, file: $file) {
          ...DocumentFields
        }
      }
      fragment DocumentFields on Document {
        id version title category fileSize fileUrl createdAt updatedAt
      }`),
    );
    expect(built.variables).toEqual({ title: 'Bilancio 2025', category: 'Bilanci', file });
  });

  it('maps update to updateX with the id and only the changed fields', () => {
    const previousData = {
      id: '3',
      title: 'Vecchio',
      content: 'uguale',
      excerpt: 'derivato',
      readTime: 1,
    };
    const built = buildQuery('UPDATE', 'news', {
      id: '3',
      data: { ...previousData, title: 'Nuovo' },
      previousData,
    });
    expect(compact(print(built.query))).toContain(
      compact(
        'mutation updateNews($id: ID!, $title: String) { data: updateNews(id: $id, title: $title)',
      ),
    );
    expect(built.variables).toEqual({ id: '3', title: 'Nuovo' });
    expect(built.parseResponse({ data: { data: { id: '3', title: 'Nuovo' } } })).toEqual({
      data: { id: '3', title: 'Nuovo' },
    });
  });

  it('sends the version the form loaded, so that a record changed since is refused', () => {
    const previousData = { id: '3', version: '1700000000000', title: 'Vecchio' };
    const built = buildQuery('UPDATE', 'news', {
      id: '3',
      data: { ...previousData, title: 'Nuovo' },
      previousData,
    });
    expect(compact(print(built.query))).toContain(
      compact(
        'mutation updateNews($id: ID!, $version: String, $title: String) { data: updateNews(id: $id, version: $version, title: $title)',
      ),
    );
    expect(built.variables).toEqual({ id: '3', version: '1700000000000', title: 'Nuovo' });
  });

  it('maps a contact status change to updateContact(id, status)', () => {
    const built = buildQuery('UPDATE', 'contacts', {
      id: '9',
      data: { status: 'replied' },
      previousData: { id: '9', status: 'read' },
    });
    expect(compact(print(built.query))).toContain(
      compact('updateContact(id: $id, status: $status)'),
    );
    expect(built.variables).toEqual({ id: '9', status: 'replied' });
  });

  it('maps delete to deleteX(id)', () => {
    const built = buildQuery('DELETE', 'projects', { id: '5', previousData: { id: '5' } });
    expect(compact(print(built.query))).toBe(
      compact('mutation deleteProject($id: ID!) { data: deleteProject(id: $id) { id } }'),
    );
    expect(built.variables).toEqual({ id: '5' });
  });

  it('maps deleteMany to aliased deletions in one request', () => {
    const built = buildQuery('DELETE_MANY', 'stats', { ids: ['1', '2'] });
    expect(compact(print(built.query))).toBe(
      compact(
        'mutation deleteStatMany($id0: ID!, $id1: ID!) { r0: deleteStat(id: $id0) { id } r1: deleteStat(id: $id1) { id } }',
      ),
    );
    expect(built.parseResponse({ data: { r0: { id: '1' }, r1: { id: '2' } } })).toEqual({
      data: ['1', '2'],
    });
  });

  it('maps updateMany to aliased updates sharing the changed arguments', () => {
    const built = buildQuery('UPDATE_MANY', 'contacts', {
      ids: ['1', '2'],
      data: { status: 'read' },
    });
    expect(compact(print(built.query))).toBe(
      compact(
        'mutation updateContactMany($id0: ID!, $id1: ID!, $status: ContactStatus!) { r0: updateContact(id: $id0, status: $status) { id } r1: updateContact(id: $id1, status: $status) { id } }',
      ),
    );
    expect(built.variables).toEqual({ status: 'read', id0: '1', id1: '2' });
  });

  it('refuses to create contact requests from the admin', () => {
    expect(() => buildQuery('CREATE', 'contacts', { data: {} })).toThrow();
  });
});

describe('buildQuery: the site content of issue 8', () => {
  it.each([
    ['team', 'allTeamMembers(', '_allTeamMembersMeta(', 'TeamMemberFilter'],
    ['slides', 'allHeroSlides(', '_allHeroSlidesMeta(', 'HeroSlideFilter'],
    ['activities', 'allActivities(', '_allActivitiesMeta(', 'ActivityFilter'],
    ['services', 'allServices(', '_allServicesMeta(', 'ServiceFilter'],
    ['timeline', 'allTimelineEvents(', '_allTimelineEventsMeta(', 'TimelineEventFilter'],
  ])('lists %s with %s', (resource, list, meta, filterType) => {
    const text = compact(
      print(buildQuery('GET_LIST', resource, { sort: { field: 'position', order: 'ASC' } }).query),
    );
    expect(text).toContain(list);
    expect(text).toContain(meta);
    expect(text).toContain(`$filter: ${filterType}`);
    expect(text).toContain('position');
  });

  it('creates a slide with its image, alt text and visibility', () => {
    const photo = new File(['png'], 'slide.png', { type: 'image/png' });
    const built = buildQuery('CREATE', 'slides', {
      data: {
        title: 'Diventa volontario',
        subtitle: 'Unisciti a noi',
        image: photo,
        imageAlt: 'Volontari in piazza',
        buttonLabel: 'Scopri',
        buttonLink: '/servizi',
        visible: false,
      },
    });
    const text = compact(print(built.query));
    expect(text).toContain('$imageAlt: String!');
    expect(text).toContain('$image: Upload');
    expect(text).toContain('$visible: Boolean');
    expect(text).toContain('data: createHeroSlide(');
    expect(built.variables).toMatchObject({ image: photo, visible: false });
  });

  it("updates a service's features as a list of strings, sending only what changed", () => {
    const previousData = { id: 's1', title: 'Trasporti', features: ['A'], icon: 'home' };
    const built = buildQuery('UPDATE', 'services', {
      id: 's1',
      data: { ...previousData, features: ['A', 'B'], icon: 'ambulance' },
      previousData,
    });
    expect(compact(print(built.query))).toContain(
      compact(
        'mutation updateService($id: ID!, $features: [String!], $icon: ServiceIcon) { data: updateService(id: $id, features: $features, icon: $icon)',
      ),
    );
    expect(built.variables).toEqual({ id: 's1', features: ['A', 'B'], icon: 'ambulance' });
  });

  it('maps a removed image of a team member to removeImage', () => {
    const built = buildQuery('UPDATE', 'team', {
      id: 't1',
      data: { id: 't1', name: 'Anna', removeImage: true },
      previousData: { id: 't1', name: 'Anna' },
    });
    expect(compact(print(built.query))).toContain('$removeImage: Boolean');
    expect(built.variables).toEqual({ id: 't1', removeImage: true });
  });

  it('reorders with reorderX(ids) and answers the records in their new order', () => {
    const built = buildReorder('timeline', ['3', '1', '2']);
    expect(compact(print(built.query))).toBe(
      compact(`mutation reorderTimelineEvents($ids: [ID!]!) {
        data: reorderTimelineEvents(ids: $ids) {
          ...TimelineEventFields
        }
      }
      fragment TimelineEventFields on TimelineEvent {
        id version year date title description details position createdAt updatedAt
      }`),
    );
    expect(built.variables).toEqual({ ids: ['3', '1', '2'] });
    expect(built.parseResponse({ data: { data: [{ id: '3' }, { id: '1' }] } })).toEqual({
      data: [{ id: '3' }, { id: '1' }],
    });
    expect(compact(print(buildReorder('team', ['1']).query))).toContain('reorderTeamMembers(');
    expect(() => buildReorder('news', ['1'])).toThrow('ordinamento non previsto');
  });
});

describe('buildQuery: the settings record', () => {
  const saved = {
    __typename: 'Settings',
    id: '1',
    name: 'Comitato di Prova',
    shortName: 'CRI Prova',
    town: 'Prova',
    serviceArea: 'Prova e dintorni',
    foundedYear: 1980,
    address: {
      __typename: 'CommitteeAddress',
      street: 'Via Roma 1',
      postalCode: '00100',
      town: 'Prova',
      province: 'PR',
    },
    peopleCount: 300,
    vehicleCount: 20,
    youthMinAge: 14,
    youthMaxAge: 32,
    switchboardAlwaysOpen: false,
    switchboardHours: 'dalle 8 alle 20',
    historyStats: {
      __typename: 'HistoryStats',
      volunteers: 262,
      women: 135,
      services: 136,
      emergencies: 154,
    },
    bookingPhone: '',
    bookingPhoneTollFree: false,
    phone: '0123 456789',
    email: 'prova@cri.it',
    pec: null,
    fiscalCode: '01234567890',
    bank: { __typename: 'BankAccount', accountHolder: 'CRI Prova', name: 'Banca', iban: 'IT60X' },
    cardDonationUrl: null,
    nationalSiteUrl: 'https://cri.it',
    historyVideoYoutubeId: null,
    socials: { __typename: 'Socials', facebook: 'https://facebook.com/x', instagram: null },
    dataController: { __typename: 'DataController', name: 'CRI', address: 'Via', email: 'a@b.it' },
    contactRetentionMonths: 24,
    accessibilityReviewDate: '2026-01-31',
    privacyNotice: '<p>Informativa</p>',
    privacyNoticeUpdatedOn: '2025-06-13',
    footerCredits: '',
    footerLinks: [
      { __typename: 'FooterLink', label: 'News', url: '/news' },
      { __typename: 'FooterLink', label: 'Sito nazionale', url: 'https://cri.it' },
    ],
    updatedAt: '2026-02-01T10:00:00.000Z',
  };

  it('reads the one record with the settings query, under the fixed id of its page', () => {
    const built = buildQuery('GET_ONE', 'settings', { id: 'settings' });
    const text = compact(print(built.query));
    expect(text).toContain('query AdminSettings { settings {');
    expect(text).toContain('bank { accountHolder name iban }');
    expect(built.variables).toEqual({});
    const parsed = built.parseResponse({ data: { settings: saved } }) as { data: RaRecord };
    expect(parsed.data.id).toBe('settings');
    expect(parsed.data.name).toBe('Comitato di Prova');
  });

  it('saves the whole object with updateSettings(input), without id, updatedAt and __typename', () => {
    const built = buildQuery('UPDATE', 'settings', {
      id: 'settings',
      data: { ...saved, id: 'settings', phone: '06 1234567' },
      previousData: { ...saved, id: 'settings' },
    });
    expect(compact(print(built.query))).toContain(
      compact(
        'mutation AdminUpdateSettings($input: SettingsInput!, $version: String) { updateSettings(input: $input, version: $version) {',
      ),
    );
    const { input } = built.variables as { input: Record<string, unknown> };
    expect(input).not.toHaveProperty('id');
    expect(input).not.toHaveProperty('updatedAt');
    expect(input).not.toHaveProperty('__typename');
    expect(input.phone).toBe('06 1234567');
    // Unchanged fields are sent too: the input is the whole object.
    expect(input.name).toBe('Comitato di Prova');
    expect(input.address).toEqual({
      street: 'Via Roma 1',
      postalCode: '00100',
      town: 'Prova',
      province: 'PR',
    });
    expect(input.bank).toEqual({ accountHolder: 'CRI Prova', name: 'Banca', iban: 'IT60X' });
    // An optional text left empty is "not set"; a missing social is null.
    expect(input.bookingPhone).toBeNull();
    expect(input.footerCredits).toBeNull();
    // Numbers and yes/no as they are; the server's own date is not part of the input.
    expect(input).toMatchObject({
      peopleCount: 300,
      switchboardAlwaysOpen: false,
      bookingPhoneTollFree: false,
      historyStats: { volunteers: 262, women: 135, services: 136, emergencies: 154 },
      privacyNotice: '<p>Informativa</p>',
    });
    expect(input).not.toHaveProperty('privacyNoticeUpdatedOn');
    // Lists stay lists, their items without __typename.
    expect(input.footerLinks).toEqual([
      { label: 'News', url: '/news' },
      { label: 'Sito nazionale', url: 'https://cri.it' },
    ]);
    expect(input.socials).toEqual({
      facebook: 'https://facebook.com/x',
      instagram: null,
      youtube: null,
      x: null,
      tiktok: null,
      linkedin: null,
    });
    const parsed = built.parseResponse({ data: { updateSettings: saved } }) as { data: RaRecord };
    expect(parsed.data.id).toBe('settings');
  });

  it('sends the version the form loaded with updateSettings, and keeps the server id for the history', () => {
    const loaded = buildQuery('GET_ONE', 'settings', { id: 'settings' }).parseResponse({
      data: { settings: { ...saved, version: '1767261600000' } },
    }) as { data: RaRecord };
    expect(compact(print(buildQuery('GET_ONE', 'settings', { id: 'settings' }).query))).toContain(
      'updatedAt version }',
    );
    expect(loaded.data).toMatchObject({
      id: 'settings',
      settingsId: '1',
      version: '1767261600000',
    });
    const built = buildQuery('UPDATE', 'settings', {
      id: 'settings',
      data: { ...loaded.data, version: '1767261600000', phone: '06 1234567' },
      previousData: loaded.data,
    });
    expect(built.variables.version).toBe('1767261600000');
    const { input } = built.variables as { input: Record<string, unknown> };
    expect(input).not.toHaveProperty('version');
    expect(input).not.toHaveProperty('settingsId');
    // Without a loaded version (an older page), the save names none: made as before.
    const blind = buildQuery('UPDATE', 'settings', {
      id: 'settings',
      data: { ...saved, id: 'settings' },
      previousData: { ...saved, id: 'settings' },
    });
    expect(blind.variables).not.toHaveProperty('version');
  });

  it('lists the first-run checklist keyed by item', () => {
    const built = buildQuery('GET_LIST', 'setupChecklist', {
      pagination: { page: 1, perPage: 10 },
    });
    expect(compact(print(built.query))).toContain('setupChecklist { key label done }');
    expect(
      built.parseResponse({
        data: { setupChecklist: [{ key: 'iban', label: 'IBAN dimostrativo', done: false }] },
      }),
    ).toEqual({
      data: [{ id: 'iban', key: 'iban', label: 'IBAN dimostrativo', done: false }],
      total: 1,
    });
  });

  it('refuses what a single record does not have', () => {
    expect(() => buildQuery('DELETE', 'settings', { id: 'settings' })).toThrow(
      'Operazione non supportata',
    );
    expect(() => buildQuery('GET_LIST', 'settings', {})).toThrow('Operazione non supportata');
  });
});

describe('buildQuery: every document it sends', () => {
  const schema = buildSchema(
    readFileSync(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema/schema.graphql'),
      'utf8',
    ),
  );
  /** A value for every variable the document declares (their validity is the server's). */
  const everyArgument = (document: DocumentNode | undefined) =>
    Object.fromEntries(
      document?.definitions.flatMap((definition) =>
        definition.kind === Kind.OPERATION_DEFINITION
          ? (definition.variableDefinitions ?? []).map((v) => [v.variable.name.value, 'x'])
          : [],
      ) ?? [],
    );

  it.each(Object.keys(resources))('is valid against schema/schema.graphql: %s', (resource) => {
    const def = resources[resource];
    const built = [
      buildQuery('GET_LIST', resource, {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
      }),
      buildQuery('GET_MANY', resource, { ids: ['1'] }),
    ];
    if (def.one) built.push(buildQuery('GET_ONE', resource, { id: '1' }));
    if (def.create) {
      built.push(buildQuery('CREATE', resource, { data: everyArgument(def.create) }));
    }
    if (def.update) {
      const data = everyArgument(def.update);
      built.push(buildQuery('UPDATE', resource, { id: '1', data, previousData: { id: '1' } }));
      built.push(buildQuery('UPDATE_MANY', resource, { ids: ['1', '2'], data }));
    }
    if (def.remove) {
      built.push(buildQuery('DELETE', resource, { id: '1' }));
      built.push(buildQuery('DELETE_MANY', resource, { ids: ['1', '2'] }));
    }
    if (def.reorder) built.push(buildReorder(resource, ['1']));
    for (const { query } of built) {
      expect(validate(schema, query).map((error) => error.message)).toEqual([]);
    }
  });

  it('sends an update without the arguments it does not change', () => {
    const built = buildQuery('UPDATE', 'news', {
      id: '1',
      data: { id: '1', title: 'Nuovo', content: '<p>uguale</p>' },
      previousData: { id: '1', title: 'Vecchio', content: '<p>uguale</p>' },
    });
    const text = compact(print(built.query));
    expect(text).toContain('mutation updateNews($id: ID! $title: String)');
    expect(text).not.toContain('$content');
    expect(text).not.toContain('removeImage');
    expect(validate(schema, built.query)).toEqual([]);
  });
});
