/**
 * The measurements store: the member's daily measurements (spec §2 Metingen, §5 /measurements).
 */

export const STORE_NAME = 'fitcoach/measurements';

/** Page size of the measurements list (spec §9). */
export const MEASUREMENTS_PER_PAGE = 10;

/** The slot of the measurements list. */
export const LIST = 'list';

/**
 * The slot of one measurement.
 *
 * @param id The measurement id.
 */
export const measurementSlot = ( id: number ): string => `measurement:${ id }`;
