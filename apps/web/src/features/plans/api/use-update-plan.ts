import { planSchema, type UpdatePlanInput } from '@emlak/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useInvalidatePlans } from './use-invalidate-plans';

/**
 * PUT /adminplan/:id with the version it was read at (a full replacement). The form shows its
 * errors itself; the table's active switch toasts them (`toastErrors`).
 */
export const useUpdatePlan = ({ toastErrors = false }: { toastErrors?: boolean } = {}) => {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdatePlanInput }) =>
      planSchema.parse((await http.put(`/adminplan/${id}`, input, { skipErrorToast: !toastErrors })).data),
    onSuccess: invalidate,
    // A stale version or a refusal: the table shows the stored state again.
    onError: invalidate,
  });
};
