// Imported lazily (sign-in, refresh): zod is not part of the login screen's first load.
export { tokenPairSchema } from '@emlak/contracts';
