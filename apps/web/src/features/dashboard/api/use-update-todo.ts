import { todoSchema, type Todo, type UpdateTodoInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { todoKeys } from '@/shared/api/query-keys';
import { sortTodos } from '../todo-order';

/**
 * PUT /todos/:id with the version read (a stale one answers 409 stale_version). The list shows
 * the change at once (a tick moves the to-do among the done ones) and goes back if it fails;
 * the server's answer is read again either way.
 */
export const useUpdateTodo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdateTodoInput }) =>
      todoSchema.parse((await http.put(`/todos/${id}`, input, { skipErrorToast: true })).data),
    onMutate: async ({ id, input }) => {
      await queryClient.cancelQueries({ queryKey: todoKeys.all });
      const before = queryClient.getQueryData<Todo[]>(todoKeys.all);
      if (before) {
        queryClient.setQueryData<Todo[]>(
          todoKeys.all,
          sortTodos(
            before.map((todo) =>
              todo.id === id
                ? {
                    ...todo,
                    title: input.title,
                    dueDate: input.dueDate || null,
                    note: input.note || null,
                    done: input.done,
                  }
                : todo,
            ),
          ),
        );
      }
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(todoKeys.all, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
  });
};
