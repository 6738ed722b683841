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
 * - A toast never covers the focused control (WCAG 2.4.11): when the stack at the top would lie
 *   over it, the stack moves to the bottom of the screen, above the bottom bar (whichever place
 *   covers less of it when both would).
 * - Escape closes a toast: the one that has the focus, else the newest. A dialog or the user
 *   switcher that handles Escape itself keeps it.
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

/** Elements the stack stays above when it moves to the bottom (the bottom bar). */
export const TOASTS_ABOVE = 'data-fc-toasts-above';

/** The stack's distance from the bars it stays clear of (px; the stylesheet's 8px). */
const GAP = 8;

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
		// Pointer and focus only pause the countdown, Escape closes it as its button does.
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions
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
			onKeyDown={ ( event ) => {
				if ( 'Escape' === event.key ) {
					event.stopPropagation();
					close();
				}
			} }
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
 * The highest top edge of the marked elements at the bottom of the window (the bottom bar), in
 * px from the top of the window; the window's height when there are none.
 */
function chromeTop(): number {
	let top = window.innerHeight;
	document.querySelectorAll( `[${ TOASTS_ABOVE }]` ).forEach( ( element ) => {
		const box = element.getBoundingClientRect();
		if ( box.height > 0 && box.bottom > window.innerHeight / 2 ) {
			top = Math.min( top, box.top );
		}
	} );
	return top;
}

/** A box on the screen (px from the window's top left). */
interface Box {
	top: number;
	bottom: number;
	left: number;
	right: number;
}

/**
 * How much of a box another one covers (px², 0 when they do not meet).
 *
 * @param a One box.
 * @param b The other.
 */
function overlap( a: Box, b: Box ): number {
	const width = Math.min( a.right, b.right ) - Math.max( a.left, b.left );
	const height = Math.min( a.bottom, b.bottom ) - Math.max( a.top, b.top );
	return width > 0 && height > 0 ? width * height : 0;
}

/** Where the stack goes: below the top bars (top, px) or above the bottom bar (bottom, px). */
type Placement = { top: number | null } | { bottom: number };

/**
 * Places the stack while toasts are shown: below the header and banner (they scroll, the header
 * sticks), or above the bottom bar when the stack there would cover the focused control.
 *
 * @param active Whether toasts are shown.
 * @param region The toasts' region.
 */
function usePlacement(
	active: boolean,
	region: React.RefObject< HTMLDivElement >
): Placement {
	const [ placement, setPlacement ] = useState< Placement >( { top: null } );
	useLayoutEffect( () => {
		if ( ! active ) {
			return undefined;
		}
		let frame = 0;
		const place = () => {
			const bottom = chromeBottom();
			const top =
				null === bottom ? null : Math.max( 0, Math.round( bottom ) );
			const stack = region.current;
			const focused = stack?.ownerDocument.activeElement;
			let next: Placement = { top };
			if (
				stack &&
				focused &&
				focused !== stack.ownerDocument.body &&
				! stack.contains( focused )
			) {
				const target = focused.getBoundingClientRect();
				const { left, right } = stack.getBoundingClientRect();
				const height = stack.scrollHeight;
				const upper = ( top ?? 0 ) + GAP;
				const barTop = chromeTop();
				const lower = barTop - GAP;
				const atTop = overlap( target, {
					top: upper,
					bottom: upper + height,
					left,
					right,
				} );
				const atBottom = overlap( target, {
					top: lower - height,
					bottom: lower,
					left,
					right,
				} );
				if ( atTop > 0 && atBottom < atTop ) {
					next = {
						bottom: Math.max(
							0,
							Math.round( window.innerHeight - barTop )
						),
					};
				}
			}
			setPlacement( ( current ) =>
				JSON.stringify( current ) === JSON.stringify( next )
					? current
					: next
			);
		};
		const schedule = () => {
			window.cancelAnimationFrame( frame );
			frame = window.requestAnimationFrame( place );
		};
		place();
		const doc = region.current?.ownerDocument ?? document;
		window.addEventListener( 'scroll', schedule, { passive: true } );
		window.addEventListener( 'resize', schedule );
		doc.addEventListener( 'focusin', schedule );
		doc.addEventListener( 'focusout', schedule );
		// The banner may come a moment after the toast ('Bekijkt nu als …' and the switched
		// banner arrive together): measure again whenever the page changes.
		const observer = new MutationObserver( schedule );
		observer.observe( doc.body, { childList: true, subtree: true } );
		return () => {
			observer.disconnect();
			window.cancelAnimationFrame( frame );
			window.removeEventListener( 'scroll', schedule );
			window.removeEventListener( 'resize', schedule );
			doc.removeEventListener( 'focusin', schedule );
			doc.removeEventListener( 'focusout', schedule );
		};
	}, [ active, region ] );
	return placement;
}

/**
 * Escape closes the newest toast while the focus is outside the toasts (a toast with the focus
 * closes itself). What handled Escape already (a dialog, the switcher) keeps it.
 *
 * @param notices The toasts shown.
 */
function useEscapeCloses( notices: Notice[] ): void {
	const newest = notices.length ? notices[ notices.length - 1 ].id : null;
	useEffect( () => {
		if ( null === newest ) {
			return undefined;
		}
		const onKeyDown = ( event: KeyboardEvent ) => {
			if ( 'Escape' === event.key && ! event.defaultPrevented ) {
				dismissNotice( newest );
			}
		};
		document.addEventListener( 'keydown', onKeyDown );
		return () => document.removeEventListener( 'keydown', onKeyDown );
	}, [ newest ] );
}

export function Toasts() {
	const notices = useNoticeList();
	const region = useRef< HTMLDivElement >( null );
	const placement = usePlacement( notices.length > 0, region );
	useEscapeCloses( notices );
	let style: React.CSSProperties | undefined;
	if ( 'bottom' in placement ) {
		style = {
			'--fc-toasts-bottom': `${ placement.bottom }px`,
		} as React.CSSProperties;
	} else if ( null !== placement.top ) {
		style = {
			'--fc-toasts-top': `${ placement.top }px`,
		} as React.CSSProperties;
	}
	return (
		<div
			ref={ region }
			className={
				'fc-toasts' +
				( 'bottom' in placement ? ' fc-toasts--bottom' : '' )
			}
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
