// The tests every ordered resource must pass (team, slides, activities, services,
// timeline), over REST and GraphQL on the real app: create (appended last, or at a given
// position), read, update, delete, reorder (atomic, every id once), 401 for every kind of
// bad token, 404 for unknown and malformed ids, images as for news (multipart, replaced
// and deleted files), the public cache seeing every write at the next request, and the
// revisions each save keeps (listed, restored in the record's current place).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test-app.js';
import {
  attach,
  badTokenKinds,
  badTokens,
  call,
  formOf,
  graphql,
  pngImage,
  type BadToken,
  type Json,
} from './api-client.js';

export interface OrderedSuite {
  app: () => TestApp;
  /** REST path, e.g. /api/team. */
  path: string;
  /** GraphQL names: TeamMember and TeamMembers. */
  name: string;
  plural: string;
  /** A valid record (REST JSON and GraphQL variables alike) for a label. */
  valid(label: string): Record<string, unknown>;
  /** The required text field the tests change and read back, e.g. name or title. */
  labelField: string;
  /** The GraphQL input types of valid()'s fields, e.g. { name: 'String!', features: '[String!]' }. */
  graphqlTypes: Record<string, string>;
  illustrated: boolean;
}

export function orderedResourceSuite(suite: OrderedSuite): void {
  const { path, name, plural, labelField } = suite;
  let token: string;
  let bad: Record<BadToken, string | undefined>;
  const url = () => suite.app().url;

  const labels = async (auth?: string): Promise<string[]> =>
    (await call<Json[]>(url(), path, { token: auth })).body.map((r) => r[labelField] as string);

  const createGraphQL = (variables: Record<string, unknown>, auth?: string) => {
    const names = Object.keys(variables);
    const declared = names.map((n) => `$${n}: ${suite.graphqlTypes[n]}`).join(', ');
    const passed = names.map((n) => `${n}: $${n}`).join(', ');
    return graphql(
      url(),
      `mutation (${declared}) { create${name}(${passed}) { id position ${labelField} } }`,
      variables,
      auth,
    );
  };

  beforeAll(async () => {
    token = await suite.app().loginAsAdmin();
    bad = await badTokens(suite.app());
  });

  describe(`REST ${path}`, () => {
    const ids: number[] = [];

    it('creates records appended last (or at a given position), lists them in order', async () => {
      for (const label of ['Primo', 'Secondo']) {
        const made = await call(url(), path, { json: suite.valid(label), token });
        expect(made.status).toBe(201);
        expect(made.body).toMatchObject({ _id: made.body.id, [labelField]: label });
        ids.push(made.body.id as number);
      }
      const second = await call(url(), `${path}/${ids[1]}`);
      expect(second.body.position).toBe(1);
      const placed = await call(url(), path, {
        json: { ...suite.valid('Terzo'), position: 7 },
        token,
      });
      expect(placed.body.position).toBe(7);
      ids.push(placed.body.id as number);
      expect(await labels()).toEqual(['Primo', 'Secondo', 'Terzo']);
    });

    it('reads and updates one; 404 for unknown and malformed ids', async () => {
      const updated = await call(url(), `${path}/${ids[0]}`, {
        method: 'PUT',
        json: { [labelField]: 'Primo bis' },
        token,
      });
      expect(updated.status).toBe(200);
      expect(updated.body[labelField]).toBe('Primo bis');
      expect((await call(url(), `${path}/${ids[0]}`)).body[labelField]).toBe('Primo bis');
      for (const id of ['31337', 'uno', '-1', '1.5']) {
        expect((await call(url(), `${path}/${id}`)).status).toBe(404);
        const put = await call(url(), `${path}/${id}`, { method: 'PUT', json: {}, token });
        expect(put.status).toBe(404);
        expect(put.body.message).toBeTruthy();
        expect((await call(url(), `${path}/${id}`, { method: 'DELETE', token })).status).toBe(404);
      }
    });

    it('reorders atomically; the ids must name every record once', async () => {
      const reversed = [...ids].reverse();
      const answer = await call<Json[]>(url(), `${path}/order`, {
        method: 'PUT',
        json: { ids: reversed },
        token,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.map((r) => [r.id, r.position])).toEqual(reversed.map((id, i) => [id, i]));
      expect(await labels()).toEqual(['Terzo', 'Secondo', 'Primo bis']);
      for (const wrong of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 'x'], 'tutti']) {
        const refused = await call(url(), `${path}/order`, {
          method: 'PUT',
          json: { ids: wrong },
          token,
        });
        expect(refused.status).toBe(400);
        expect(refused.body.errors).toEqual({
          ids: "L'elenco deve contenere ogni elemento una sola volta",
        });
      }
      expect(await labels()).toEqual(['Terzo', 'Secondo', 'Primo bis']);
    });

    it.each(badTokenKinds)('refuses writes with a %s token (401)', async (kind) => {
      for (const [method, target] of [
        ['POST', path],
        ['PUT', `${path}/${ids[0]}`],
        ['PUT', `${path}/order`],
        ['DELETE', `${path}/${ids[0]}`],
      ]) {
        const answer = await call(url(), target, {
          method,
          json: { ...suite.valid('Intruso'), ids },
          token: bad[kind],
        });
        expect(answer.status).toBe(401);
      }
      expect(await labels()).toHaveLength(3);
    });

    it('shows a write at the next public request (cache), also to a token-bearing list', async () => {
      await labels();
      expect((await labels())[0]).toBe('Terzo');
      await call(url(), `${path}/${ids[2]}`, {
        method: 'PUT',
        json: { [labelField]: 'Terzo bis' },
        token,
      });
      expect((await labels())[0]).toBe('Terzo bis');
      expect((await labels(token))[0]).toBe('Terzo bis');
    });

    it('keeps the versions each save replaces; a restore brings one back in its place in the list', async () => {
      const resource = path.replace(/^\/api\//, '');
      const made = await call(url(), path, { json: suite.valid('Quarto'), token });
      expect(made.status).toBe(201);
      const id = made.body.id as number;
      const record = `${path}/${id}`;
      expect((await call(url(), `${record}/revisions`, { token })).body).toEqual([]);
      for (const label of ['Quarto bis', 'Quarto ter']) {
        const saved = await call(url(), record, {
          method: 'PUT',
          json: { [labelField]: label },
          token,
        });
        expect(saved.status).toBe(200);
      }
      const listed = await call<Json[]>(url(), `${record}/revisions`, { token });
      expect(listed.status).toBe(200);
      expect(listed.body.map((revision) => (revision.data as Json)[labelField])).toEqual([
        'Quarto bis',
        'Quarto',
      ]);
      expect(listed.body[0]).toMatchObject({ resource, recordId: id });
      expect((await call(url(), `${record}/revisions`)).status).toBe(401);

      // Moved first since: the restore brings the text back, not the old place.
      const order = [id, ...[...ids].reverse()];
      await call(url(), `${path}/order`, { method: 'PUT', json: { ids: order }, token });
      const etag = (await call(url(), record)).headers.get('etag');
      const restored = await call(
        url(),
        `${record}/revisions/${String(listed.body[1].id)}/restore`,
        {
          method: 'POST',
          token,
        },
      );
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      expect(restored.body).toMatchObject({ [labelField]: 'Quarto', position: 0 });
      expect(restored.headers.get('etag')).not.toBe(etag);
      expect((await labels())[0]).toBe('Quarto');

      const graph = await graphql<{ revisions: Json[] }>(
        url(),
        'query ($resource: String!, $id: ID!) { revisions(resource: $resource, id: $id) { id data } }',
        { resource, id: String(id) },
        token,
      );
      expect(graph.errors).toBeUndefined();
      expect(graph.data?.revisions.map((revision) => (revision.data as Json)[labelField])).toEqual([
        'Quarto ter',
        'Quarto bis',
        'Quarto',
      ]);
      expect((await call(url(), record, { method: 'DELETE', token })).status).toBe(200);
      expect(await labels()).toEqual(['Terzo bis', 'Secondo', 'Primo bis']);
    });

    it('deletes a record', async () => {
      const gone = await call(url(), `${path}/${ids[1]}`, { method: 'DELETE', token });
      expect(gone.status).toBe(200);
      expect(gone.body).toMatchObject({ _id: ids[1], id: ids[1] });
      expect((await call(url(), `${path}/${ids[1]}`)).status).toBe(404);
      expect(await labels()).toEqual(['Terzo bis', 'Primo bis']);
    });
  });

  if (suite.illustrated) {
    describe(`REST ${path} images`, () => {
      it('uploads (multipart), replaces, keeps and removes the image; deletes old files', async () => {
        const fields = Object.fromEntries(
          Object.entries(suite.valid('Con foto')).map(([k, v]) => [
            k,
            Array.isArray(v) ? JSON.stringify(v) : String(v),
          ]),
        );
        const form = attach(formOf(fields), 'image', await pngImage(), 'foto.png', 'image/png');
        const made = await call(url(), path, { form, token });
        expect(made.status).toBe(201);
        const first = made.body.image as string;
        expect(first).toMatch(/^\/uploads\/.+\.webp$/);
        expect(await suite.app().storage.exists(first)).toBe(true);

        const replace = attach(formOf({}), 'image', await pngImage(80, 60), 'b.png', 'image/png');
        const replaced = await call(url(), `${path}/${made.body.id as number}`, {
          method: 'PUT',
          form: replace,
          token,
        });
        const second = replaced.body.image as string;
        expect(second).not.toBe(first);
        expect(await suite.app().storage.exists(first)).toBe(false);

        const kept = await call(url(), `${path}/${made.body.id as number}`, {
          method: 'PUT',
          json: { [labelField]: 'Con foto bis' },
          token,
        });
        expect(kept.body.image).toBe(second);

        const removed = await call(url(), `${path}/${made.body.id as number}`, {
          method: 'PUT',
          json: { removeImage: true },
          token,
        });
        expect(removed.body.image).toBeNull();
        expect(await suite.app().storage.exists(second)).toBe(false);

        const withUrl = await call(url(), `${path}/${made.body.id as number}`, {
          method: 'PUT',
          json: { imageUrl: 'javascript:alert(1)' },
          token,
        });
        expect(withUrl.status).toBe(400);
        expect(withUrl.body.errors).toEqual({
          image: "L'immagine deve essere un file o un URL http(s)",
        });

        const again = attach(formOf({}), 'image', await pngImage(), 'c.png', 'image/png');
        const third = await call(url(), `${path}/${made.body.id as number}`, {
          method: 'PUT',
          form: again,
          token,
        });
        await call(url(), `${path}/${made.body.id as number}`, { method: 'DELETE', token });
        // In the trash, with its image (deleted when the trash is emptied).
        expect(await suite.app().storage.exists(third.body.image as string)).toBe(true);
      });
    });
  }

  describe(`GraphQL ${plural}`, () => {
    it('creates, lists with count, reads, updates, reorders and deletes; writes need a token', async () => {
      const made = (await createGraphQL(suite.valid('Nuovo'), token)).data?.[
        `create${name}`
      ] as Json;
      expect(made[labelField]).toBe('Nuovo');
      const list = await graphql(
        url(),
        `query ($ids: [ID!]) { all${plural}(filter: { ids: $ids }) { id ${labelField} } _all${plural}Meta { count } }`,
        { ids: [made.id, 'abc'] },
      );
      expect(list.data?.[`all${plural}`]).toEqual([{ id: made.id, [labelField]: 'Nuovo' }]);
      const total = (list.data?.[`_all${plural}Meta`] as Json).count as number;
      expect(total).toBeGreaterThanOrEqual(1);

      const invalid = await graphql(
        url(),
        `mutation ($id: ID!) { update${name}(id: $id, ${labelField}: "  ") { id } }`,
        { id: made.id },
        token,
      );
      expect(invalid.errors?.[0].extensions.code).toBe('VALIDATION');
      expect(invalid.errors?.[0].extensions.fields?.[labelField]).toBeTruthy();

      for (const kind of badTokenKinds) {
        const denied = await createGraphQL(suite.valid('Intruso'), bad[kind]);
        expect(denied.errors?.[0].extensions.status).toBe(401);
      }

      // The public cache sees a write through GraphQL at the next anonymous query.
      const read = `query ($id: ID!) { ${name}(id: $id) { ${labelField} } }`;
      expect((await graphql(url(), read, { id: made.id })).data?.[name]).toEqual({
        [labelField]: 'Nuovo',
      });
      await graphql(
        url(),
        `mutation ($id: ID!) { update${name}(id: $id, ${labelField}: "Nuovo bis") { id } }`,
        { id: made.id },
        token,
      );
      expect((await graphql(url(), read, { id: made.id })).data?.[name]).toEqual({
        [labelField]: 'Nuovo bis',
      });

      const all = (await graphql(url(), `{ all${plural} { id } }`, {}, token)).data?.[
        `all${plural}`
      ] as unknown as Json[];
      const order = [made.id, ...all.map((r) => r.id).filter((id) => id !== made.id)];
      const reordered = await graphql(
        url(),
        `mutation ($ids: [ID!]!) { reorder${plural}(ids: $ids) { id position } }`,
        { ids: order },
        token,
      );
      expect(reordered.data?.[`reorder${plural}`]).toEqual(
        order.map((id, position) => ({ id, position })),
      );
      const wrong = await graphql(
        url(),
        `mutation ($ids: [ID!]!) { reorder${plural}(ids: $ids) { id } }`,
        { ids: [made.id] },
        token,
      );
      expect(wrong.errors?.[0].extensions.code).toBe('VALIDATION');

      const deleted = await graphql(
        url(),
        `mutation ($id: ID!) { delete${name}(id: $id) { id ${labelField} } }`,
        { id: made.id },
        token,
      );
      expect(deleted.data?.[`delete${name}`]).toEqual({ id: made.id, [labelField]: 'Nuovo bis' });
      expect((await graphql(url(), read, { id: made.id })).data?.[name]).toBeNull();
    });
  });
}
