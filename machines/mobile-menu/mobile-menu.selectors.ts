import type { SnapshotFrom } from 'xstate';
import type { mobileMenuMachine } from './mobile-menu.machine';

type Snapshot = SnapshotFrom<typeof mobileMenuMachine>;

/** Whether the menu panel is shown. */
export const selectIsOpen = (snapshot: Snapshot) => snapshot.matches('open');
