/// <reference types="vite/client" />

/** Replaced at build time: true in demo mode (no configuration, `build:demo`, tests). */
declare const __DEMO__: boolean;

/** Replaced at build time: the configuration validated by the build (null in demo mode). */
// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- a global declaration cannot have a top-level import
declare const __VALID_ENV__: import('./config/schema').ValidEnv | null;

/** Replaced at build time: the operator's data-path table checked by the build (or null). */
// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- a global declaration cannot have a top-level import
declare const __DATA_PATH__: import('./config/data-path.schema').DataPath | null;

/** The site's variables (`ENV_NAMES`: the assistant ids come from the agent table). */
// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- a global declaration cannot have a top-level import
type SiteEnv = Readonly<Partial<Record<import('./config/schema').EnvName, string>>>;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extends Vite's own interface
interface ImportMetaEnv extends SiteEnv {}
