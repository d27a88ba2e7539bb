/**
 * The path model lives beside the machines (`machines/paths.ts`: the `<b>.paths.ts` files import
 * it, and machines import nothing from `tests/`); the replays and reports import it from here.
 */
export * from '../../machines/paths';
