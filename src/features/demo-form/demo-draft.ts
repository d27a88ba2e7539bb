/**
 * A demo request drafted elsewhere (the call recap's 'Demo für mein Unternehmen anfragen')
 * travels to the form in the router's history state: it stays in this tab, is sent nowhere and
 * is gone with the history entry (docs/decisions/0016).
 */
declare module '@tanstack/history' {
  interface HistoryState {
    demoMessage?: string;
  }
}

export {};
