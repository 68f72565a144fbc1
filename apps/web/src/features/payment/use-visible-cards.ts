import { useMediaQuery } from '@mui/material';

/** One card on phones, two from the spec's md breakpoint (768 px), three from lg (1024 px). */
export const useVisibleCards = () => {
  const large = useMediaQuery('(min-width:1024px)');
  const medium = useMediaQuery('(min-width:768px)');
  return large ? 3 : medium ? 2 : 1;
};
