/**
 * The toasts (spec §2): top right, newest last, each with an icon, title, optional message and a
 * close button 'Melding sluiten'. Timing lives in the notices store.
 *
 * Accessibility:
 * - Two live regions are in the page from start-up, empty until a toast comes: a polite status
 *   for success and info, an assertive one for errors and warnings. A toast is inserted into its
 *   region, so screen readers hear it (a region mounted together with its first toast is often
 *   not read). Only the added toast is read (aria-atomic false), not the ones already shown.
 *   The assertive region has no alert role: an empty alert would sit in every page's alerts.
 * - A toast goes after its time (an error after at least 10 s), but not while the pointer is
 *   over it or the keyboard focus is in it (WCAG 2.2.1); its close button ends it at once.
 * - The stack starts below the sticky header and the switched banner, so it never covers their
 *   buttons (the profile button, 'Terug naar eigen account'); it follows them when they scroll.
 * - Closing a toast that has the focus gives the focus back to where it came from.
 */

/**
 * WordPress dependencies
 */
import {
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	dismissNotice,
	pauseNotice,
	resumeNotice,
	useNoticeList,
} from '../data/notices';
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

/** Elements the stack stays below (the header, the switched banner): marked with this attribute. */
export const TOASTS_BELOW = 'data-fc-toasts-below';

/**
 * Whether a toast goes to the assertive region.
 *
 * @param notice The toast.
 */
const isUrgent = ( notice: Notice ) =>
	'error' === notice.type || 'warning' === notice.type;

function Toast( { notice }: { notice: Notice } ) {
	const Icon = ICONS[ notice.type ] ?? InfoIcon;
	const ref = useRef< HTMLDivElement >( null );
	// Where the focus came from when it entered the toast (to go back there on closing).
	const cameFrom = useRef< HTMLElement | null >( null );
	const [ hovered, setHovered ] = useState( false );
	const [ focused, setFocused ] = useState( false );
	const paused = hovered || focused;

	useEffect( () => {
		if ( paused ) {
			pauseNotice( notice.id );
		} else {
			resumeNotice( notice.id );
		}
	}, [ paused, notice.id ] );

	const onFocus = ( event: React.FocusEvent< HTMLDivElement > ) => {
		const from = event.relatedTarget as HTMLElement | null;
		if ( ! ref.current?.contains( from ) ) {
			cameFrom.current = from;
		}
		setFocused( true );
	};

	const onBlur = ( event: React.FocusEvent< HTMLDivElement > ) => {
		if ( ! ref.current?.contains( event.relatedTarget as Node | null ) ) {
			setFocused( false );
		}
	};

	const close = () => {
		const hadFocus = !! ref.current?.contains(
			ref.current.ownerDocument.activeElement
		);
		dismissNotice( notice.id );
		if ( hadFocus && cameFrom.current?.isConnected ) {
			cameFrom.current.focus();
		}
	};

	return (
		// Pointer and focus only pause the countdown; the toast's control is its close button.
		<div
			ref={ ref }
			className={ `fc-toast fc-toast--${ notice.type }` }
			data-duration={ notice.duration }
			onPointerEnter={ ( event ) =>
				'touch' !== event.pointerType && setHovered( true )
			}
			onPointerLeave={ () => setHovered( false ) }
			onFocus={ onFocus }
			onBlur={ onBlur }
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
				aria-label={ __( 'Melding sluiten', 'fitcoach' ) }
				onClick={ close }
			>
				<CloseIcon size={ 18 } />
			</button>
		</div>
	);
}

/**
 * The lowest bottom edge of the marked elements at the top of the window (header, banner), in
 * px from the top of the window; null when there are none.
 */
function chromeBottom(): number | null {
	let bottom: number | null = null;
	document.querySelectorAll( `[${ TOASTS_BELOW }]` ).forEach( ( element ) => {
		const box = element.getBoundingClientRect();
		// Only what sits in the upper half counts (a bar at the bottom does not).
		if ( box.height > 0 && box.top < window.innerHeight / 2 ) {
			bottom = Math.max( bottom ?? 0, box.bottom );
		}
	} );
	return bottom;
}

/**
 * Keeps the stack below the header and banner while toasts are shown (they scroll, the header
 * sticks): the top offset in px, or null for the stylesheet's default.
 *
 * @param active Whether toasts are shown.
 */
function useTopOffset( active: boolean ): number | null {
	const [ top, setTop ] = useState< number | null >( null );
	useLayoutEffect( () => {
		if ( ! active ) {
			return undefined;
		}
		let frame = 0;
		const place = () => {
			const bottom = chromeBottom();
			setTop(
				null === bottom ? null : Math.max( 0, Math.round( bottom ) )
			);
		};
		const schedule = () => {
			window.cancelAnimationFrame( frame );
			frame = window.requestAnimationFrame( place );
		};
		place();
		window.addEventListener( 'scroll', schedule, { passive: true } );
		window.addEventListener( 'resize', schedule );
		// The banner may come a moment after the toast ('Bekijkt nu als …' and the switched
		// banner arrive together): measure again whenever the page changes.
		const observer = new MutationObserver( schedule );
		observer.observe( document.body, { childList: true, subtree: true } );
		return () => {
			observer.disconnect();
			window.cancelAnimationFrame( frame );
			window.removeEventListener( 'scroll', schedule );
			window.removeEventListener( 'resize', schedule );
		};
	}, [ active ] );
	return top;
}

export function Toasts() {
	const notices = useNoticeList();
	const top = useTopOffset( notices.length > 0 );
	const style =
		null === top
			? undefined
			: ( { '--fc-toasts-top': `${ top }px` } as React.CSSProperties );
	return (
		<div
			className="fc-toasts"
			role="region"
			aria-label={ __( 'Meldingen', 'fitcoach' ) }
			style={ style }
		>
			<div
				className="fc-toasts__stack fc-toasts__stack--assertive"
				aria-live="assertive"
				aria-atomic="false"
			>
				{ notices.filter( isUrgent ).map( ( notice ) => (
					<Toast key={ notice.id } notice={ notice } />
				) ) }
			</div>
			<div
				className="fc-toasts__stack fc-toasts__stack--polite"
				role="status"
				aria-live="polite"
				aria-atomic="false"
			>
				{ notices
					.filter( ( notice ) => ! isUrgent( notice ) )
					.map( ( notice ) => (
						<Toast key={ notice.id } notice={ notice } />
					) ) }
			</div>
		</div>
	);
}

export default Toasts;
