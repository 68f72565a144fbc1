import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** The right-to-left emotion cache: every style rule mirrored (margins, paddings, borders). */
export const createRtlCache = () => createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
