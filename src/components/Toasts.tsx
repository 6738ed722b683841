/**
 * The toasts (spec §2): top right, newest last, each with an icon, title, optional message and a
 * close button. Timing lives in the notices store.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { dismissNotice, useNoticeList } from '../data/notices';
import type { Notice } from '../data/notices';
import {
	AlertCircleIcon,
	CheckCircleIcon,
	CloseIcon,
	InfoIcon,
	WarningIcon,
} from './icons';

const ICONS = {
	success: CheckCircleIcon,
	error: AlertCircleIcon,
	warning: WarningIcon,
	info: InfoIcon,
};

function Toast( { notice }: { notice: Notice } ) {
	const Icon = ICONS[ notice.type ] ?? InfoIcon;
	const urgent = 'error' === notice.type || 'warning' === notice.type;
	return (
		<div
			className={ `fc-toast fc-toast--${ notice.type }` }
			role={ urgent ? 'alert' : 'status' }
			aria-live={ urgent ? 'assertive' : 'polite' }
			data-duration={ notice.duration }
		>
			<span className="fc-toast__icon">
				<Icon size={ 22 } />
			</span>
			<div className="fc-toast__body">
				<p className="fc-toast__title">{ notice.title }</p>
				{ notice.message && (
					<p className="fc-toast__message">{ notice.message }</p>
				) }
			</div>
			<button
				type="button"
				className="fc-toast__close"
				aria-label={ __( 'Sluiten', 'fitcoach' ) }
				onClick={ () => dismissNotice( notice.id ) }
			>
				<CloseIcon size={ 18 } />
			</button>
		</div>
	);
}

export function Toasts() {
	const notices = useNoticeList();
	return (
		<div
			className="fc-toasts"
			aria-label={ __( 'Meldingen', 'fitcoach' ) }
			role="region"
		>
			{ notices.map( ( notice ) => (
				<Toast key={ notice.id } notice={ notice } />
			) ) }
		</div>
	);
}

export default Toasts;
