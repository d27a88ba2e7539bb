/**
 * Code outside `machines/<name>/` that maps a machine's state to what its views show, mutated
 * with that machine and tested by the tests listed here (beside the machine's own tests). The
 * selectors inside the machine folder are mutated with it and tested by its tests.
 */
export const MUTATION_EXTRAS: Record<string, { mutate: string[]; tests: string[] }> = {
  call: {
    mutate: [
      'src/features/call/parts/call-status.ts',
      'src/features/call/surfaces/full/full-call.status.ts',
    ],
    tests: [
      'src/features/call/parts/call-status.node.test.ts',
      'src/features/call/surfaces/full/full-call.status.node.test.ts',
    ],
  },
};
