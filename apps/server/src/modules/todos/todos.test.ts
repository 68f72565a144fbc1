import { Role, TODO_LIMIT, TODO_TITLE_MAX, type RoleId } from '@emlak/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import {
  API,
  authHeaders,
  createTestContext,
  createUser,
  createWorld,
  type TestContext,
} from '../../../test/helpers';
import { todos } from '../../db/schema';

type World = Awaited<ReturnType<typeof createWorld>>;
type Headers = Record<string, string>;
type TodoBody = { id: number; title: string; dueDate: string | null; done: boolean; version: number };

describe('to-dos (/todos)', () => {
  let ctx: TestContext;
  let world: World;
  let as: Record<Caller, Headers>;
  let seq = 0;

  const call = (
    headers: Headers,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => ctx.app.inject({ method, url: `${API}${url}`, headers, payload: payload as object });

  /** A to-do of `userId` written straight into the table. */
  const insertTodo = async (userId: number, values: Partial<typeof todos.$inferInsert> = {}) => {
    const [row] = await ctx.db
      .insert(todos)
      .values({ userId, title: `To-do ${++seq}`, ...values })
      .returning();
    return row!;
  };
  const stored = async (id: number) => (await ctx.db.select().from(todos).where(eq(todos.id, id)))[0];

  /** A fresh agent of organization A with headers, for tests that count or order a whole list. */
  const freshAgent = async (roleId: RoleId = Role.User) => {
    const user = await createUser(ctx.db, { organizationId: world.orgA.id, roleId });
    return { user, headers: await authHeaders(ctx, user) };
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    as = await callerHeaders(ctx, world);
  });
  afterAll(() => ctx.close());

  describe('access matrix (a to-do of organization A’s agent)', () => {
    const rows: MatrixRow[] = [
      ['GET /todos', () => ({ method: 'GET', url: '/todos' }), [401, 200, 200, 200, 200]],
      [
        'POST /todos',
        () => ({ method: 'POST', url: '/todos', payload: { title: `Mine ${++seq}` } }),
        [401, 201, 201, 201, 201],
      ],
      // Strictly the owner's: the organization's Admin and a SuperAdmin get a 404 like anyone else.
      [
        'PUT /todos/:id',
        async () => ({
          method: 'PUT',
          url: `/todos/${(await insertTodo(world.userA.id)).id}`,
          payload: { title: 'Taken over', done: true, version: 1 },
        }),
        [401, 200, 404, 404, 404],
      ],
      [
        'DELETE /todos/:id',
        async () => ({ method: 'DELETE', url: `/todos/${(await insertTodo(world.userA.id)).id}` }),
        [401, 204, 404, 404, 404],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { method, url, payload } = await request();
      const res = await call(as[caller], method, url, payload);
      expect(res.statusCode, res.body).toBe(status);
    });
  });

  it('creates a to-do: title trimmed, an empty due day and note are none', async () => {
    const res = await call(as.user, 'POST', '/todos', {
      title: '  Zəng et: Nərimanov 3 otaq ',
      dueDate: '',
      note: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Zəng et: Nərimanov 3 otaq',
      dueDate: null,
      note: null,
      done: false,
      version: 1,
    });
    const row = await stored(res.json().id);
    expect(row).toMatchObject({ userId: world.userA.id, dueDate: null, note: null });

    const dated = await call(as.user, 'POST', '/todos', {
      title: 'Müqavilə',
      dueDate: '2026-03-31',
      note: 'İki sətir\nqeyd',
    });
    expect(dated.json()).toMatchObject({ dueDate: '2026-03-31', note: 'İki sətir\nqeyd' });
  });

  it('lists only the caller’s own: open first, by due day with none last, then newest', async () => {
    const { user, headers } = await freshAgent();
    const post = async (title: string, dueDate?: string) => {
      const res = await call(headers, 'POST', '/todos', { title, dueDate });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as TodoBody;
    };
    const undatedOld = await post('undated old');
    await post('due later', '2026-05-02');
    const doneEarly = await post('done early', '2026-01-01');
    await post('due sooner', '2026-05-01');
    await post('undated new');
    const finished = await call(headers, 'PUT', `/todos/${doneEarly.id}`, {
      title: doneEarly.title,
      dueDate: doneEarly.dueDate,
      done: true,
      version: doneEarly.version,
    });
    expect(finished.json()).toMatchObject({ done: true, version: 2 });
    // Someone else's to-do of the same organization is not in the list.
    await insertTodo(world.userA.id, { title: 'not theirs' });

    const list = (await call(headers, 'GET', '/todos')).json() as TodoBody[];
    expect(list.map((todo) => todo.title)).toEqual([
      'due sooner',
      'due later',
      'undated new',
      'undated old',
      'done early',
    ]);
    expect(list.find((todo) => todo.id === undatedOld.id)).toBeDefined();
    expect(await ctx.db.$count(todos, eq(todos.userId, user.id))).toBe(5);
  });

  it('replaces a to-do at the version read and answers the next version', async () => {
    const todo = await insertTodo(world.userA.id, { dueDate: '2026-04-10', note: 'old' });
    const res = await call(as.user, 'PUT', `/todos/${todo.id}`, {
      title: 'Renamed',
      dueDate: '',
      note: null,
      done: true,
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Renamed', dueDate: null, note: null, done: true, version: 2 });
    expect(await stored(todo.id)).toMatchObject({ title: 'Renamed', dueDate: null, done: true, version: 2 });
  });

  it('keeps the version when an edit changes nothing', async () => {
    const todo = await insertTodo(world.userA.id, { dueDate: '2026-04-10' });
    const res = await call(as.user, 'PUT', `/todos/${todo.id}`, {
      title: ` ${todo.title} `,
      dueDate: '2026-04-10',
      note: '',
      done: false,
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(1);
  });

  it('answers a stale version with 409 and changes nothing', async () => {
    const todo = await insertTodo(world.userA.id, { version: 3 });
    const res = await call(as.user, 'PUT', `/todos/${todo.id}`, { title: 'Late', done: true, version: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('stale_version');
    expect(await stored(todo.id)).toMatchObject({ title: todo.title, done: false, version: 3 });
  });

  it('lets exactly one of two edits at the same version win', async () => {
    const todo = await insertTodo(world.userA.id);
    const answers = await Promise.all(
      ['One', 'Two'].map((title) =>
        call(as.user, 'PUT', `/todos/${todo.id}`, { title, done: false, version: 1 }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await stored(todo.id))?.version).toBe(2);
  });

  it('deletes the caller’s own to-do, then answers 404', async () => {
    const todo = await insertTodo(world.userA.id);
    expect((await call(as.user, 'DELETE', `/todos/${todo.id}`)).statusCode).toBe(204);
    expect(await stored(todo.id)).toBeUndefined();
    expect((await call(as.user, 'DELETE', `/todos/${todo.id}`)).statusCode).toBe(404);
    expect(
      (await call(as.user, 'PUT', `/todos/${todo.id}`, { title: 'x', done: false, version: 1 })).statusCode,
    ).toBe(404);
  });

  describe('strictly own: another user of the same organization, its Admin, a SuperAdmin', () => {
    let colleague: Headers;
    let admin: Headers;
    beforeAll(async () => {
      colleague = (await freshAgent()).headers;
      admin = (await freshAgent(Role.Admin)).headers;
    });

    it.each([
      ['PUT', { title: 'Taken over', dueDate: '2026-01-01', note: 'x', done: true, version: 1 }],
      ['DELETE', undefined],
    ] as const)('%s of user A’s to-do answers 404 and changes nothing', async (method, payload) => {
      const todo = await insertTodo(world.userA.id, { title: 'A’s own', dueDate: '2026-02-02' });
      for (const headers of [colleague, admin, as.sameAdmin, as.superAdmin, as.otherAdmin]) {
        const res = await call(headers, method, `/todos/${todo.id}`, payload);
        expect(res.statusCode, res.body).toBe(404);
      }
      expect(await stored(todo.id)).toEqual(todo);
    });

    it('reading lists none of user A’s to-dos, whoever asks', async () => {
      const todo = await insertTodo(world.userA.id, { title: 'Private' });
      for (const headers of [colleague, admin, as.sameAdmin, as.superAdmin]) {
        const list = (await call(headers, 'GET', '/todos')).json() as TodoBody[];
        expect(list.map((item) => item.id)).not.toContain(todo.id);
      }
      const own = (await call(as.user, 'GET', '/todos')).json() as TodoBody[];
      expect(own.map((item) => item.id)).toContain(todo.id);
    });
  });

  it.each([
    ['an empty title', { title: '' }, 'title'],
    ['a blank title', { title: '   ' }, 'title'],
    ['no title', { dueDate: '2026-01-01' }, 'title'],
    ['a title too long', { title: 'x'.repeat(TODO_TITLE_MAX + 1) }, 'title'],
    ['a control character in the title', { title: 'Zəng\u0000et' }, 'title'],
    ['a line break in the title', { title: 'two\nlines' }, 'title'],
    ['a control character in the note', { title: 'ok', note: 'bell\u0007' }, 'note'],
    ['a day that does not exist', { title: 'ok', dueDate: '2026-02-30' }, 'dueDate'],
    ['the year 10000', { title: 'ok', dueDate: '10000-01-01' }, 'dueDate'],
    ['a moment instead of a day', { title: 'ok', dueDate: '2026-02-01T10:00:00Z' }, 'dueDate'],
    ['an unknown field', { title: 'ok', done: true }, 'done'],
  ])('refuses %s on create with a field error, changing nothing', async (_name, payload, field) => {
    const before = await ctx.db.$count(todos);
    const res = await call(as.user, 'POST', '/todos', payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(res.json().errors).toHaveProperty(field);
    expect(await ctx.db.$count(todos)).toBe(before);
  });

  it('names the field of a bad update in the caller’s language and changes nothing', async () => {
    const todo = await insertTodo(world.userA.id);
    const res = await call({ ...as.user, 'accept-language': 'en' }, 'PUT', `/todos/${todo.id}`, {
      title: 'x'.repeat(TODO_TITLE_MAX + 1),
      dueDate: '2026-02-30',
      done: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['done', 'dueDate', 'title', 'version']);
    expect(await stored(todo.id)).toEqual(todo);
  });

  it.each([
    ['az', `Ən çoxu ${TODO_LIMIT} tapşırıq saxlaya bilərsiniz; əvvəlcə bitmişləri silin`],
    ['en', `You can keep at most ${TODO_LIMIT} to-dos; delete finished ones first`],
  ])('keeps at most the limit per user, and says so in %s', async (language, message) => {
    const { user, headers } = await freshAgent();
    await ctx.db
      .insert(todos)
      .values(
        Array.from({ length: TODO_LIMIT }, (_, index) => ({ userId: user.id, title: `To-do ${index}` })),
      );
    const res = await call({ ...headers, 'accept-language': language }, 'POST', '/todos', {
      title: 'One too many',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message });
    expect(await ctx.db.$count(todos, eq(todos.userId, user.id))).toBe(TODO_LIMIT);
    // Every one of them is still listed.
    expect((await call(headers, 'GET', '/todos')).json()).toHaveLength(TODO_LIMIT);
    // Another user is not held back by this one's list.
    expect((await call(as.user, 'POST', '/todos', { title: 'Still fine' })).statusCode).toBe(201);
  });

  it('lets only one of two concurrent adds under the limit through', async () => {
    const { user, headers } = await freshAgent();
    await ctx.db
      .insert(todos)
      .values(
        Array.from({ length: TODO_LIMIT - 1 }, (_, index) => ({ userId: user.id, title: `To-do ${index}` })),
      );
    const answers = await Promise.all(
      ['Last A', 'Last B'].map((title) => call(headers, 'POST', '/todos', { title })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await ctx.db.$count(todos, eq(todos.userId, user.id))).toBe(TODO_LIMIT);
  });
});
