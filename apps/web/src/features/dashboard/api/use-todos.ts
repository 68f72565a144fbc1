import { todoSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/shared/api/http-client';
import { todoKeys } from '@/shared/api/query-keys';

const todoListSchema = z.array(todoSchema);

/** GET /todos: every to-do of the caller, open first, then by due day (none last), then newest. */
export const useTodos = () =>
  useQuery({
    queryKey: todoKeys.all,
    queryFn: async ({ signal }) =>
      todoListSchema.parse((await http.get('/todos', { signal, skipErrorToast: true })).data),
  });
