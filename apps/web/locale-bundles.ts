import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

/**
 * Modules of texts per language and part (`virtual:locale/az/core`, `.../az/shell`,
 * `.../az/screens`, the same for en and ru: resources.ts `textParts`), so that the browser loads the
 * active language only, before signing in only the areas the login screen needs, and on the
 * dashboard not the texts of the other screens (docs/decisions.md "Web: bundle budgets"). The texts stay written per
 * area with the three languages side by side (src/shared/i18n/resources.ts), which is what keeps
 * them in step; this plugin evaluates that module at build time and emits each language's tree as
 * plain data.
 */
const PREFIX = 'virtual:locale/';
const RESOLVED = `\0${PREFIX}`;
const RESOURCES = fileURLToPath(new URL('./src/shared/i18n/resources.ts', import.meta.url));

type Resources = {
  areasOf: (part: string) => string[];
  resources: (language: string, only?: readonly string[]) => Record<string, unknown>;
};

export const localeBundles = (): Plugin => {
  let loaded: Promise<Resources> | undefined;
  return {
    name: 'emlak-locale-bundles',
    watchChange: (id) => {
      if (id.includes('/shared/i18n/') || id.includes('/contracts/src/')) loaded = undefined;
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      // The texts' sources are watched, so that a change reloads them in the dev server.
      this.addWatchFile(RESOURCES);
      loaded ??= runnerImport<Resources>(RESOURCES, { configFile: false }).then(({ module }) => module);
      const { areasOf, resources } = await loaded;
      const [language = '', part = ''] = id.slice(RESOLVED.length).split('/');
      const texts = resources(language, areasOf(part));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
    },
  };
};
