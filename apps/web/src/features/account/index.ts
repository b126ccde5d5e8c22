/** Public API of the account feature: which of its sections a user sees (the front page offers its rates). */
export { visibleSections } from './sections.ts';
