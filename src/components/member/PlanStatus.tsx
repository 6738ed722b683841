/**
 * How a planned workout's state is shown (issue 28, item 3): a word ('Gepland', 'Gedaan',
 * 'Gemist', 'Rustdag') and a mark whose shape says it too (a ring, a tick, a cross, a dash), so the
 * state never rests on colour alone.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PlanDayStatus } from '../../data/plan/types';
import './plan-status.scss';

/** A planned workout's state, or a day without one. */
export type PlanMarkState = PlanDayStatus | 'rest';

/**
 * The word for a state.
 *
 * @param state The state.
 */
export function planStatusText( state: PlanMarkState ): string {
	switch ( state ) {
		case 'done':
			return __( 'Gedaan', 'fitcoach' );
		case 'missed':
			return __( 'Gemist', 'fitcoach' );
		case 'rest':
			return __( 'Rustdag', 'fitcoach' );
		default:
			return __( 'Gepland', 'fitcoach' );
	}
}

/**
 * The mark of a state (decorative: the word goes with it, visibly or for screen readers).
 *
 * @param props       Props.
 * @param props.state The state.
 * @param props.size  Its size in px (16 unless given).
 */
export function PlanMark( {
	state,
	size = 16,
}: {
	state: PlanMarkState;
	size?: number;
} ) {
	let drawing;
	switch ( state ) {
		case 'done':
			drawing = (
				<>
					<circle cx="12" cy="12" r="10" fill="currentColor" />
					<path
						d="m7.5 12.5 3 3 6-6.5"
						fill="none"
						stroke="#fff"
						strokeWidth="2.5"
						strokeLinecap="round"
						strokeLinejoin="round"
					/>
				</>
			);
			break;
		case 'missed':
			drawing = (
				<path
					d="m7 7 10 10M17 7 7 17"
					fill="none"
					stroke="currentColor"
					strokeWidth="3"
					strokeLinecap="round"
				/>
			);
			break;
		case 'rest':
			drawing = (
				<path
					d="M8 12h8"
					fill="none"
					stroke="currentColor"
					strokeWidth="2.5"
					strokeLinecap="round"
				/>
			);
			break;
		default:
			drawing = (
				<circle
					cx="12"
					cy="12"
					r="8"
					fill="none"
					stroke="currentColor"
					strokeWidth="2.5"
				/>
			);
	}
	return (
		<svg
			className={ `fc-plan-mark fc-plan-mark--${ state }` }
			width={ size }
			height={ size }
			viewBox="0 0 24 24"
			aria-hidden="true"
			focusable="false"
		>
			{ drawing }
		</svg>
	);
}

/**
 * A state as a mark and its word, both visible.
 *
 * @param props       Props.
 * @param props.state The state.
 */
export function PlanStatus( { state }: { state: PlanMarkState } ) {
	return (
		<span className={ `fc-plan-status fc-plan-status--${ state }` }>
			<PlanMark state={ state } />
			{ planStatusText( state ) }
		</span>
	);
}
