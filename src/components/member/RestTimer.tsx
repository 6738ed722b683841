/**
 * The rest timer bar of the session screen (issue 13): the time left as m:ss in a timer role,
 * '−15 s', '+15 s' and a stop button. The polite live region beside it is always in the page
 * (a region added together with its text is not read), and says only that the rest started and
 * that it is over, never every second.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { REST_STEP_SECONDS, formatClock } from '../../lib/member/restTimer';
import type { RestTimerApi } from './useRestTimer';

export type RestTimerProps = Pick<
	RestTimerApi,
	'timer' | 'remaining' | 'finished' | 'adjust' | 'stop' | 'announcement'
>;

export function RestTimer( {
	timer,
	remaining,
	finished,
	adjust,
	stop,
	announcement,
}: RestTimerProps ) {
	return (
		<>
			<p className="fc-sr-only" aria-live="polite" aria-atomic="true">
				{ announcement && (
					<span key={ announcement.id }>{ announcement.text }</span>
				) }
			</p>
			{ timer && (
				<div
					className={
						'fc-rest-timer' +
						( finished ? ' fc-rest-timer--finished' : '' )
					}
					role="group"
					aria-label={ __( 'Rusttimer', 'fitcoach' ) }
				>
					<div className="fc-rest-timer__info">
						<span className="fc-rest-timer__label">
							{ finished
								? __( 'Rust voorbij', 'fitcoach' )
								: __( 'Rust', 'fitcoach' ) }
						</span>
						{ timer.exercise && (
							<span className="fc-rest-timer__exercise">
								{ timer.exercise }
							</span>
						) }
					</div>
					<div
						className="fc-rest-timer__clock"
						role="timer"
						aria-label={ __( 'Resterende rusttijd', 'fitcoach' ) }
					>
						{ formatClock( remaining ) }
					</div>
					<div className="fc-rest-timer__buttons">
						<button
							type="button"
							className="fc-button fc-button--secondary fc-button--small"
							onClick={ () => adjust( -REST_STEP_SECONDS ) }
						>
							{ sprintf(
								/* translators: %d: seconds taken off the rest (15). */
								__( '−%d s', 'fitcoach' ),
								REST_STEP_SECONDS
							) }
						</button>
						<button
							type="button"
							className="fc-button fc-button--secondary fc-button--small"
							onClick={ () => adjust( REST_STEP_SECONDS ) }
						>
							{ sprintf(
								/* translators: %d: seconds added to the rest (15). */
								__( '+%d s', 'fitcoach' ),
								REST_STEP_SECONDS
							) }
						</button>
						<button
							type="button"
							className="fc-button fc-button--ghost fc-button--small"
							onClick={ stop }
						>
							{ finished
								? __( 'Sluiten', 'fitcoach' )
								: __( 'Stoppen', 'fitcoach' ) }
						</button>
					</div>
				</div>
			) }
		</>
	);
}

export default RestTimer;
