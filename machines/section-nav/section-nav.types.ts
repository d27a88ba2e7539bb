/** How a scroll moves: smoothly on the page the visitor is on, at once on a page just shown. */
export type SectionMotion = 'smooth' | 'instant';

/** Where the visitor asked to go from: the landing page itself, or another route. */
export type SectionOrigin = 'home' | 'elsewhere';

/**
 * What the landing page is opened with when the visitor comes from another route: whether the
 * history entry is replaced (header and menu entries: spec section 2) and the router state the
 * link carries (the recap's pre-filled demo message).
 */
export interface HomeNavigation {
  section: string;
  replace: boolean;
  state?: Readonly<Record<string, unknown>>;
}

export type SectionNavEvent =
  /** A link to a landing-page section was chosen (header, menu, call to action, recap). */
  | {
      type: 'section.go';
      section: string;
      from: SectionOrigin;
      replace?: boolean;
      state?: Readonly<Record<string, unknown>>;
    }
  /** The landing page opened at `/#section` (a reload, a shared link, a tap before the app). */
  | { type: 'section.arrived'; section: string }
  /**
   * The section moved on the page (code, fonts or images above it arrived) or the page's length
   * changed (what is below it arrived: a page that was too short to bring it to the top).
   */
  | { type: 'section.moved' }
  /** The visitor scrolled, touched or pressed a key: the page is theirs again. */
  | { type: 'visitor.tookOver' };

export interface SectionNavContext {
  /** The section being brought into view, or null. */
  section: string | null;
  motion: SectionMotion;
  /** The landing page's navigation while one is under way. */
  navigation: HomeNavigation | null;
}

/** Asked of the view: scroll `section` to the top of the viewport (and focus it the first time). */
export interface ScrollRequest {
  type: 'scroll.requested';
  section: string;
  motion: SectionMotion;
  /** The first scroll of a visit moves the keyboard focus to the section; a correction does not. */
  focus: boolean;
}

export type SectionNavEmitted = ScrollRequest;
