import type { ReactNode } from 'react';

/**
 * Text that reads left to right whatever the page's direction: phone numbers, e-mail addresses,
 * counts and ranges. Without the isolation an rtl page reorders "+994 15 293 70 15" into
 * "15 15 293 70 994+"; `<bdi>` also keeps the text from reordering what surrounds it.
 */
export const Ltr = ({ children }: { children: ReactNode }) => <bdi dir="ltr">{children}</bdi>;
