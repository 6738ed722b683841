/**
 * The confirmation dialog (spec §2): `const confirm = useConfirm(); if ( await confirm( { title,
 * message } ) ) { ... }`. One host (<ConfirmDialogHost />, rendered by the app) shows the requests
 * one after another. Transitions: 300 ms in, 200 ms out.
 *
 * With `onConfirm` the dialog stays open while that promise runs, showing loadingText on the
 * confirm button, and resolves true when it is done (false when it throws; the caller's onConfirm
 * shows its own error).
 */

/**
 * External dependencies
 */
import type { CSSProperties, KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	AlertCircleIcon,
	CheckCircleIcon,
	InfoIcon,
	WarningIcon,
} from './icons';

export type ConfirmType = 'success' | 'warning' | 'danger' | 'info';

export interface ConfirmOptions {
	type?: ConfirmType;
	title: string;
	message: string;
	confirmText?: string;
	cancelText?: string;
	loadingText?: string;
	/** Work to do before the dialog closes (shows loadingText meanwhile). */
	onConfirm?: () => Promise< unknown >;
}

interface Request {
	id: number;
	options: ConfirmOptions;
	resolve: ( value: boolean ) => void;
}

export const ENTER_MS = 300;
export const LEAVE_MS = 200;

let queue: Request[] = [];
let nextId = 1;
const listeners = new Set< () => void >();

function emit(): void {
	listeners.forEach( ( listener ) => listener() );
}

/**
 * Asks for confirmation (outside components too).
 *
 * @param options Dialog options.
 */
export function confirmAction( options: ConfirmOptions ): Promise< boolean > {
	return new Promise< boolean >( ( resolve ) => {
		queue = [ ...queue, { id: nextId++, options, resolve } ];
		emit();
	} );
}

/** The confirm function: `( options ) => Promise< boolean >`. */
export function useConfirm(): (
	options: ConfirmOptions
) => Promise< boolean > {
	return confirmAction;
}

function settle( id: number, value: boolean ): void {
	const request = queue.find( ( item ) => item.id === id );
	queue = queue.filter( ( item ) => item.id !== id );
	request?.resolve( value );
	emit();
}

const TYPE_ICONS = {
	success: CheckCircleIcon,
	warning: WarningIcon,
	danger: AlertCircleIcon,
	info: InfoIcon,
};

type Phase = 'entering' | 'open' | 'leaving';

function Dialog( {
	request,
	onDone,
}: {
	request: Request;
	onDone: ( value: boolean ) => void;
} ) {
	const {
		type = 'warning',
		title,
		message,
		confirmText = __( 'Bevestigen', 'fitcoach' ),
		cancelText = __( 'Annuleren', 'fitcoach' ),
		// The spec's text has three dots.
		loadingText = __( 'Bezig...', 'fitcoach' ),
		onConfirm,
	} = request.options;
	const [ phase, setPhase ] = useState< Phase >( 'entering' );
	const [ busy, setBusy ] = useState( false );
	const panel = useRef< HTMLDivElement >( null );
	const cancelButton = useRef< HTMLButtonElement >( null );
	const confirmButton = useRef< HTMLButtonElement >( null );
	const closing = useRef( false );

	useEffect( () => {
		const previous = panel.current?.ownerDocument
			.activeElement as HTMLElement | null;
		const frame = window.requestAnimationFrame( () => setPhase( 'open' ) );
		// Danger: the safe choice has the focus.
		( 'danger' === type ? cancelButton : confirmButton ).current?.focus();
		return () => {
			window.cancelAnimationFrame( frame );
			if ( previous && document.body.contains( previous ) ) {
				previous.focus();
			}
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const close = useCallback(
		( value: boolean ) => {
			if ( closing.current ) {
				return;
			}
			closing.current = true;
			setPhase( 'leaving' );
			window.setTimeout( () => onDone( value ), LEAVE_MS );
		},
		[ onDone ]
	);

	const confirm = async () => {
		if ( busy ) {
			return;
		}
		if ( ! onConfirm ) {
			close( true );
			return;
		}
		setBusy( true );
		try {
			await onConfirm();
			close( true );
		} catch {
			close( false );
		}
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( 'Escape' === event.key && ! busy ) {
			event.stopPropagation();
			close( false );
			return;
		}
		if ( 'Tab' === event.key && panel.current ) {
			const focusable = Array.from(
				panel.current.querySelectorAll< HTMLElement >(
					'button:not([disabled])'
				)
			);
			if ( ! focusable.length ) {
				return;
			}
			const first = focusable[ 0 ];
			const last = focusable[ focusable.length - 1 ];
			if (
				event.shiftKey &&
				panel.current.ownerDocument.activeElement === first
			) {
				event.preventDefault();
				last.focus();
			} else if (
				! event.shiftKey &&
				panel.current.ownerDocument.activeElement === last
			) {
				event.preventDefault();
				first.focus();
			}
		}
	};

	const Icon = TYPE_ICONS[ type ] ?? WarningIcon;
	const titleId = `fc-confirm-title-${ request.id }`;
	const messageId = `fc-confirm-message-${ request.id }`;

	return (
		// Escape and the focus trap are handled for the whole dialog.
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions
		<div
			className={ `fc-dialog fc-dialog--${ type } is-${ phase }` }
			style={
				{
					'--fc-dialog-enter': `${ ENTER_MS }ms`,
					'--fc-dialog-leave': `${ LEAVE_MS }ms`,
				} as CSSProperties
			}
			onKeyDown={ onKeyDown }
		>
			{ /* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */ }
			<div
				className="fc-dialog__backdrop"
				onClick={ () => ! busy && close( false ) }
			/>
			<div
				ref={ panel }
				className="fc-dialog__panel"
				role="alertdialog"
				aria-modal="true"
				aria-labelledby={ titleId }
				aria-describedby={ messageId }
			>
				<span
					className={ `fc-dialog__icon fc-dialog__icon--${ type }` }
				>
					<Icon size={ 26 } />
				</span>
				<h2 id={ titleId } className="fc-dialog__title">
					{ title }
				</h2>
				<p id={ messageId } className="fc-dialog__message">
					{ message }
				</p>
				<div className="fc-dialog__actions">
					<button
						ref={ cancelButton }
						type="button"
						className="fc-button fc-button--secondary"
						onClick={ () => close( false ) }
						disabled={ busy }
					>
						{ cancelText }
					</button>
					<button
						ref={ confirmButton }
						type="button"
						className={ `fc-button ${ 'danger' === type ? 'fc-button--danger' : 'fc-button--primary' }` }
						onClick={ confirm }
						disabled={ busy }
						aria-busy={ busy }
					>
						{ busy ? loadingText : confirmText }
					</button>
				</div>
			</div>
		</div>
	);
}

/** Renders the current confirmation request (once, at the app's root). */
export function ConfirmDialogHost() {
	const [ current, setCurrent ] = useState< Request | undefined >(
		queue[ 0 ]
	);
	useEffect( () => {
		const listener = () => setCurrent( queue[ 0 ] );
		listeners.add( listener );
		listener();
		return () => {
			listeners.delete( listener );
		};
	}, [] );
	const onDone = useCallback(
		( value: boolean ) => {
			if ( current ) {
				settle( current.id, value );
			}
		},
		[ current ]
	);
	if ( ! current ) {
		return null;
	}
	return <Dialog key={ current.id } request={ current } onDone={ onDone } />;
}

export default ConfirmDialogHost;
