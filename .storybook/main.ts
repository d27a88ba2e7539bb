import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Stories always run on local data, like the demo mode: the site's configuration check
    // (which refuses a production build without its settings) has nothing to check here, so a
    // static Storybook builds on a fresh checkout, as `npm start` runs.
    viteConfig.plugins = (viteConfig.plugins ?? [])
      .flat(Infinity as 1)
      .filter((plugin) => !(plugin && 'name' in plugin && plugin.name === 'app-config'));
    viteConfig.define = { ...viteConfig.define, __DEMO__: 'true', __VALID_ENV__: 'null' };
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        '@ark-ui/react/accordion',
        '@ark-ui/react/collapsible',
        '@ark-ui/react/dialog',
        '@ark-ui/react/portal',
        '@ark-ui/react/tooltip',
        'jotai',
      ],
    };
    return viteConfig;
  },
};

export default config;
