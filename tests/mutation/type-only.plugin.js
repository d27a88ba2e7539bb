// @ts-check
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const REASON =
  "XState's setup({ types }) only declares TypeScript types: nothing reads it at run time.";

/** The object literal given to `setup(…)` (or to `callSetup`'s `setup(…)`). */
const isSetupArgument = (/** @type {import('@babel/core').NodePath} */ path) =>
  path.isObjectExpression() &&
  path.parentPath?.isCallExpression() === true &&
  path.parentPath.get('callee').isIdentifier({ name: 'setup' });

const isTypesProperty = (/** @type {import('@babel/core').NodePath} */ path) =>
  path.isObjectProperty() &&
  path.get('key').isIdentifier({ name: 'types' }) &&
  path.parentPath !== null &&
  isSetupArgument(path.parentPath);

/**
 * Leaves out of mutation runs what is type declaration only: the `types` of a machine's
 * `setup(…)`, and the whole `setup(…)` argument when it holds nothing else. Their mutants can
 * never change behaviour, so they would only lower the score of small machines.
 */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'xstate-types', {
    shouldIgnore(path) {
      const node = /** @type {import('@babel/core').NodePath} */ (path);
      if (isTypesProperty(node)) return REASON;
      if (
        isSetupArgument(node) &&
        node.get('properties').every((property) => isTypesProperty(property))
      )
        return REASON;
      return undefined;
    },
  }),
];
