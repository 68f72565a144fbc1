import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { todoKeys } from '@/shared/api/query-keys';

/** DELETE /todos/:id; the confirmation dialog shows a refusal. */
export const useDeleteTodo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await http.delete(`/todos/${id}`, { skipErrorToast: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
  });
};
