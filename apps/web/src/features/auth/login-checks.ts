// Imported lazily at the first submit: zod is not part of the login screen's first load.
export { loginFormSchema } from '@emlak/contracts';
export { zodResolver } from '@hookform/resolvers/zod';
