import type { SnapshotFrom } from 'xstate';
import type { faqMachine } from './faq.machine';

type Snapshot = SnapshotFrom<typeof faqMachine>;

/** The open item's id, or null when all are closed. */
export const selectOpenItem = (snapshot: Snapshot) => snapshot.context.openItem;
