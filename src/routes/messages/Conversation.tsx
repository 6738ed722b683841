/**
 * One thread ('Berichten'): the messages, oldest first, and 'Nieuw bericht'. The member sees her
 * thread with her coach; a coach a member's thread, and may react to one of the member's items
 * (`?reactie=session-12`, from 'Reageren' on the member's screen). Message text is shown as text
 * (React escapes it): never as HTML.
 */

/**
 * External dependencies
 */
import { useSearchParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { relativeTime } from '../../lib/admin/dates';
import { formatPlanDate } from '../../lib/member/plan';
import { store, useThread } from '../../data/messages';
import type { AboutType, Message, MessageAbout } from '../../data/messages';

/** Longest message, as the server takes it. */
export const MESSAGE_MAX = 2000;

const ABOUT_TYPES: AboutType[] = [ 'session', 'measurement', 'check_in' ];

/**
 * What a reaction refers to, from the address ('session-12'), or null.
 *
 * @param value The query value.
 */
export function aboutOf(
	value: string | null
): { type: AboutType; id: number } | null {
	const match = /^(session|measurement|check_in)-(\d+)$/.exec( value ?? '' );
	if ( ! match || ! ABOUT_TYPES.includes( match[ 1 ] as AboutType ) ) {
		return null;
	}
	return { type: match[ 1 ] as AboutType, id: Number( match[ 2 ] ) };
}

/**
 * The line above a reaction: what it is about.
 *
 * @param about The item.
 */
export function aboutText( about: MessageAbout ): string {
	const date = about.date ? formatPlanDate( about.date, 'long' ) : '';
	if ( 'session' === about.type ) {
		return about.title
			? sprintf(
					/* translators: 1: the session's title, 2: its day ('woensdag 14 mei'). */
					__( 'Reactie op training ‘%1$s’ van %2$s', 'fitcoach' ),
					about.title,
					date
				)
			: __( 'Reactie op een training', 'fitcoach' );
	}
	if ( 'measurement' === about.type ) {
		return date
			? sprintf(
					/* translators: %s: the measurement's day ('woensdag 14 mei'). */
					__( 'Reactie op de meting van %s', 'fitcoach' ),
					date
				)
			: __( 'Reactie op een meting', 'fitcoach' );
	}
	return date
		? sprintf(
				/* translators: %s: the check-in's day ('woensdag 14 mei'). */
				__( 'Reactie op de check-in van %s', 'fitcoach' ),
				date
			)
		: __( 'Reactie op een check-in', 'fitcoach' );
}

function MessageItem( { message }: { message: Message } ) {
	const author = message.mine
		? __( 'Jij', 'fitcoach' )
		: message.author.name || __( 'Je coach', 'fitcoach' );
	return (
		<li
			className={ `fc-message${ message.mine ? ' is-mine' : '' }${
				message.pending ? ' is-pending' : ''
			}` }
		>
			<p className="fc-message__meta">
				<span className="fc-message__author">{ author }</span>
				<span className="fc-message__time">
					{ message.pending
						? __( 'Nog niet verstuurd', 'fitcoach' )
						: relativeTime( message.created ) }
				</span>
			</p>
			{ message.about && (
				<p className="fc-message__about">
					{ aboutText( message.about ) }
				</p>
			) }
			<p className="fc-message__text">{ message.text }</p>
		</li>
	);
}

/**
 * A thread with the composer.
 *
 * @param props        Props.
 * @param props.member 0: the member's own thread; else that member's, as his coach.
 */
export default function Conversation( { member }: { member: number } ) {
	const thread = useThread( member );
	const { sendMessage, markRead } = useDispatch( store );
	const [ params, setParams ] = useSearchParams();
	const about = member > 0 ? aboutOf( params.get( 'reactie' ) ) : null;
	const [ text, setText ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	const field = useRef< HTMLTextAreaElement >( null );

	// What is shown is read: the other side's messages up to the last one.
	const data = thread.data;
	const lastRead = data?.data
		.filter( ( message ) => ! message.pending && message.id > 0 )
		.map( ( message ) => message.id )
		.pop();
	useEffect( () => {
		if ( data && data.unread > 0 && lastRead ) {
			markRead( member, lastRead );
		}
	}, [ data, lastRead, markRead, member ] );

	const submit = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		const trimmed = text.trim();
		if ( '' === trimmed ) {
			setError( __( 'Schrijf een bericht.', 'fitcoach' ) );
			field.current?.focus();
			return;
		}
		setBusy( true );
		const outcome = await sendMessage( member, trimmed, about );
		setBusy( false );
		if ( outcome.ok ) {
			setText( '' );
			if ( about ) {
				setParams( {}, { replace: true } );
			}
		}
	};

	let body;
	if ( thread.loading ) {
		body = <Skeleton variant="card" />;
	} else if ( thread.error || ! data ) {
		body = (
			<ErrorState
				message={
					thread.error ??
					__( 'Er is een fout opgetreden', 'fitcoach' )
				}
				onRetry={ thread.retry }
			/>
		);
	} else if ( 0 === data.data.length ) {
		body = <EmptyState text={ __( 'Nog geen berichten.', 'fitcoach' ) } />;
	} else {
		body = (
			<ol
				className="fc-messages"
				aria-label={ __( 'Berichten', 'fitcoach' ) }
			>
				{ data.data.map( ( message ) => (
					<MessageItem key={ message.id } message={ message } />
				) ) }
			</ol>
		);
	}

	return (
		<div className="fc-conversation">
			{ member > 0 && data?.member && (
				<h2 className="fc-section__title">{ data.member.name }</h2>
			) }
			{ member === 0 && data?.coach && (
				<p className="fc-conversation__with">
					{ sprintf(
						/* translators: %s: the coach's name. */
						__( 'Je gesprek met %s', 'fitcoach' ),
						data.coach.name
					) }
				</p>
			) }
			{ body }
			<form className="fc-card fc-conversation__form" onSubmit={ submit }>
				<div className="fc-field">
					<label
						className="fc-field__label"
						htmlFor="fc-message-text"
					>
						{ __( 'Nieuw bericht', 'fitcoach' ) }
					</label>
					{ about && (
						<p className="fc-field__help" id="fc-message-about">
							{ aboutText( about ) }
						</p>
					) }
					<textarea
						ref={ field }
						id="fc-message-text"
						className="fc-input"
						rows={ 3 }
						maxLength={ MESSAGE_MAX }
						value={ text }
						aria-invalid={ error ? true : undefined }
						aria-describedby={
							[
								about ? 'fc-message-about' : '',
								error ? 'fc-message-error' : '',
							]
								.filter( Boolean )
								.join( ' ' ) || undefined
						}
						onChange={ ( event ) => {
							setText( event.target.value );
							setError( null );
						} }
					/>
					{ error && (
						<p className="fc-field__error" id="fc-message-error">
							{ error }
						</p>
					) }
				</div>
				<button
					type="submit"
					className="fc-button fc-button--primary fc-button--block"
					disabled={ busy }
				>
					{ __( 'Versturen', 'fitcoach' ) }
				</button>
			</form>
		</div>
	);
}
