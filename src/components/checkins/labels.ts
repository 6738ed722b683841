/**
 * The names of a check-in's answers (the server's question labels, Check_In_Settings::labels).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ScaleKey } from '../../data/checkins';

/** The 1–5 questions in the app's order. */
export const SCALES: ScaleKey[] = [ 'week_score', 'sleep', 'stress', 'food' ];

/**
 * The label of a 1–5 question.
 *
 * @param key The question.
 */
export const scaleLabel = ( key: ScaleKey ): string =>
	( {
		week_score: __( 'Hoe was je week?', 'fitcoach' ),
		sleep: __( 'Slaap', 'fitcoach' ),
		stress: __( 'Stress', 'fitcoach' ),
		food: __( 'Voeding', 'fitcoach' ),
	} )[ key ];
