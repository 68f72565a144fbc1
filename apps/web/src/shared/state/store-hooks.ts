import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '@/app/store';

/**
 * The store's typed hooks. They live below the features so that a feature never imports app/;
 * only the types come from the store that app/ assembles (the state includes feature slices).
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
