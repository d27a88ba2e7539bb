/**
 * Where the navigation notice sits, shared by its host (in the root bundle) and the notice
 * itself (loaded at the first failed navigation): bottom centre; on a phone above the voice
 * assistant's button (bottom right).
 */
export const NOTICE_PLACE = 'fixed inset-x-3 bottom-24 z-50 mx-auto max-w-md shadow-lg sm:bottom-5';
