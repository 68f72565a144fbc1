import { planSchema, type CreatePlanInput } from '@emlak/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useInvalidatePlans } from './use-invalidate-plans';

/** POST /adminplan (SuperAdmin); the form shows the errors itself. */
export const useCreatePlan = () => {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: async (input: CreatePlanInput) =>
      planSchema.parse((await http.post('/adminplan', input, { skipErrorToast: true })).data),
    onSuccess: invalidate,
  });
};
