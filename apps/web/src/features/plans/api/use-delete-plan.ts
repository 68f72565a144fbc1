import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useInvalidatePlans } from './use-invalidate-plans';

/** DELETE /adminplan/:id (SuperAdmin); the dialog shows a refusal (409 plan_in_use). */
export const useDeletePlan = () => {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: async (id: number) => {
      await http.delete(`/adminplan/${id}`, { skipErrorToast: true });
    },
    onSuccess: invalidate,
  });
};
