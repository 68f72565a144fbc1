import { todoSchema, type CreateTodoInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { todoKeys } from '@/shared/api/query-keys';

/** POST /todos; the form shows a refusal (400 under the fields, 409 at the limit). */
export const useCreateTodo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateTodoInput) =>
      todoSchema.parse((await http.post('/todos', input, { skipErrorToast: true })).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
  });
};
