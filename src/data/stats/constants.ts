/**
 * The stats store: the Home screen's figures (spec §2 Home, §5 /stats/*).
 */

export const STORE_NAME = 'fitcoach/stats';

/** The slot of the week's progress cards. */
export const PROGRESS = 'progress';

/** The slot of the weight moved per session. */
export const VOLUME = 'volume';

/**
 * The slot of the weights of the last days.
 *
 * @param days How many days.
 */
export const trendSlot = ( days: number ): string => `trend:${ days }`;
