import { createTodoSchema, idParamsSchema, todoSchema, updateTodoSchema } from '@emlak/contracts';
import { z } from 'zod';
import { defineModule } from '../../lib/api-module';
import { noContent, policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createTodosService } from './todos.service';

const own = policy('todos.own', { paymentGate: true });

/** /todos: the dashboard's to-do list, strictly the caller's own. */
export const todosModule = defineModule('todos', (app, { db, docs }) => {
  const service = createTodosService(db);

  app.get('/todos', { config: own, schema: { ...docs, response: { 200: z.array(todoSchema) } } }, (request) =>
    service.list(actorOf(request)),
  );
  app.post(
    '/todos',
    { config: own, schema: { ...docs, body: createTodoSchema, response: { 201: todoSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );
  app.put(
    '/todos/:id',
    {
      config: own,
      schema: { ...docs, params: idParamsSchema, body: updateTodoSchema, response: { 200: todoSchema } },
    },
    (request) => service.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/todos/:id',
    { config: own, schema: { ...docs, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await service.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
});
